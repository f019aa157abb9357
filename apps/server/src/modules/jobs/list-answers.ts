import { JOB_STATE, type Application, type Job } from '@bantuin/contract';
import type { Executor } from '../../db/client.js';
import type { OwnPageAsk } from '../../db/batched-pages.js';
import {
  answerCards,
  keptPageAnswers,
  keptPages,
  settledPage,
  type AnswerCards,
  type CardEntry,
} from '../../lib/answer-cards.js';
import { actionsChangeAt } from './policy.js';
import { EVERY_YASA, presentApplication, presentForEveryYasa, presentJob } from './presenter.js';
import { perShape, statementBatches } from '../../lib/statement-batches.js';
import {
  findApplicationsOf,
  findJobViewsIn,
  listApplicationEntriesTogether,
  listOwnJobEntriesTogether,
  type JobListScope,
  type JobView,
  type ListPage,
} from './repository.js';

/**
 * The lists' answers, kept by their rows' versions (`answer-cards.ts`): each list reads its page's
 * entries, then the answers held for those versions (the rest read whole). An open job as every
 * Yasa sees it; a job on its Jalu's 'Pesanan Saya' and on its Yasa's current jobs as that party
 * sees it (each of those lists shows a job to one person only); an application on 'Lamaran
 * Saya' as its Yasa sees it. A person's own list reads each page's entries as one text, and the
 * page's answers made from the same text are given again (`keptPages`).
 */
export function createListAnswers(db: Executor) {
  const jobCards = (present: (view: JobView) => Job, withWaiting: (base: Job, n: number) => Job) =>
    answerCards<JobView, Job>({
      idOf: (view) => view.job.id,
      versionOf: (view) => view.version,
      present,
      withWaiting,
      staleAt: (view) => actionsChangeAt(view.job),
    });
  const openJobCards = jobCards(
    (view) => presentJob(view, EVERY_YASA),
    (base, waiting) => Object.freeze(presentForEveryYasa(base, waiting)),
  );
  const ordersCards = jobCards(
    (view) => presentJob(view, { role: 'jalu', id: view.job.clientId }),
    (base, waiting) =>
      Object.freeze(base.state === JOB_STATE.open ? { ...base, applicantCount: waiting } : base),
  );
  const currentJobCards = jobCards(
    (view) => presentJob(view, { role: 'yasa', id: view.job.workerId }),
    (base) => Object.freeze(base),
  );
  // One store per whether applying needs a verification the Yasa lacks (the answer says so).
  const applicationCards = [false, true].map((verificationRequired) =>
    answerCards<Awaited<ReturnType<typeof findApplicationsOf>>[number], Application>({
      idOf: (row) => row.application.id,
      versionOf: (row) => row.version,
      present: (row) =>
        Object.freeze(presentApplication(row, row.application.workerId, verificationRequired)),
      withWaiting: (base) => base,
      staleAt: (row) => actionsChangeAt(row.view.job),
    }),
  );

  // Different owners' pages of the same list, shape and size asked at once: one statement
  // (`listOwnJobEntriesTogether`). Identical asks are not merged: one person asking many times
  // at once costs the database what as many people would.
  const ownPagesTogether = statementBatches(
    perShape(
      ({ scope, page }: { scope: JobListScope; page: ListPage }) =>
        JSON.stringify([scope.name, page.category, page.limit, !page.cursor]),
      (asks) =>
        listOwnJobEntriesTogether(
          db,
          asks[0]!.scope,
          { limit: asks[0]!.page.limit, category: asks[0]!.page.category },
          asks.map(({ scope, page }) => ({ owner: scope.owner!, cursor: page.cursor })),
        ),
    ),
  );

  const applicationPagesTogether = statementBatches(
    perShape(
      (ask: OwnPageAsk & { limit: number }) => `${ask.limit}|${!ask.cursor}`,
      (asks) => listApplicationEntriesTogether(db, asks[0]!.limit, asks),
    ),
  );

  const openPages = keptPageAnswers<Job>();
  const answersOnly = <Answer>({ answers }: { answers: readonly Answer[] }) => answers;
  const pageKey = (owner: string, page: ListPage) =>
    `${owner}|${page.category ?? ''}|${page.limit}|${page.cursor ?? ''}`;

  /** A party's own list: `cards` for its jobs, `pages` for its pages (both per list). */
  function partyList(cards: AnswerCards<Job>) {
    const pages = keptPages<readonly Job[]>();
    return (scope: JobListScope, page: ListPage) =>
      pages(
        pageKey(scope.owner!, page),
        () => ownPagesTogether({ scope, page }),
        (entries) => cards.answersFor(entries, (ids) => findJobViewsIn(db, scope, ids)),
        answersOnly,
      );
  }
  const applicationPages = [false, true].map(() => keptPages<readonly Application[]>());

  return {
    /**
     * A page of open jobs as every Yasa sees them (`key`: which page), with the entries `read`
     * gave for it; the same answers while they are the same (`keptPageAnswers`).
     */
    openJobs<Entry extends CardEntry>(
      key: string,
      scope: JobListScope,
      read: () => Promise<Entry[]>,
    ) {
      return settledPage(read, (entries) =>
        openPages(key, entries, (shown) =>
          openJobCards.answersFor(shown, (ids) => findJobViewsIn(db, scope, ids)),
        ),
      );
    },
    /** A page of the Jalu's 'Pesanan Saya' (`scope` names them its owner). */
    orders: partyList(ordersCards),
    /** A page of the Yasa's current jobs (`scope` names them its owner). */
    currentJobs: partyList(currentJobCards),
    /** A page of the Yasa's 'Lamaran Saya'. */
    applications(
      workerId: string,
      page: ListPage,
      verificationRequired: boolean,
    ): Promise<readonly Application[]> {
      const which = verificationRequired ? 1 : 0;
      return applicationPages[which]!(
        pageKey(workerId, page),
        () => applicationPagesTogether({ owner: workerId, cursor: page.cursor, limit: page.limit }),
        (entries) =>
          applicationCards[which]!.answersFor(entries, (ids) =>
            findApplicationsOf(db, workerId, ids),
          ),
        answersOnly,
      );
    },
  };
}
