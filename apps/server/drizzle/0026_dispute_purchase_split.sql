-- A complaint's decision on a Nitip's shopping money (issue 29): the part of what the receipt
-- shows spent that the operator gave the Yasa; null until resolved, and on jobs without a cap.
ALTER TABLE "disputes" ADD COLUMN "purchase_amount" bigint;
