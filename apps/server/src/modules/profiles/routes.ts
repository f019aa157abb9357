import {
  clientProfileSchema,
  errorResponseSchema,
  profileUpdateFieldsSchema,
  workerProfileSchema,
  type Role,
} from '@bantuin/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.js';
import { serializedOnce } from '../../http/serialized-once.js';
import { photoForm, photoRoutes, readMultipart } from '../uploads/multipart.js';
import { presentClientProfile, presentWorkerProfile } from './presenter.js';
import type { ProfileRecord } from './repository.js';
import { EDITABLE_FIELDS, type ProfilesService } from './service.js';

const security = [{ bearerAuth: [] }];
const tags = ['profiles'];
const guardErrors = { 401: errorResponseSchema, 403: errorResponseSchema };
const formErrors = {
  400: errorResponseSchema,
  413: errorResponseSchema,
  415: errorResponseSchema,
  ...guardErrors,
};
type ProfileField = keyof typeof profileUpdateFieldsSchema.shape;
/** A role's profile form: its editable fields (EDITABLE_FIELDS) and one optional picture. */
const profileForm = <const F extends ProfileField>(fields: readonly F[]) =>
  photoForm(
    profileUpdateFieldsSchema.pick(
      Object.fromEntries(fields.map((field) => [field, true])) as Record<F, true> &
        Record<Exclude<F, ProfileField>, never>,
    ),
    { image: { min: 0, max: 1 } },
  );
const PROFILE_FORMS = {
  jalu: profileForm(EDITABLE_FIELDS.jalu),
  yasa: profileForm(EDITABLE_FIELDS.yasa),
};

const patchDocs = (role: Role) => ({
  summary: `Change the signed-in ${role === 'jalu' ? 'Jalu' : 'Yasa'}'s profile`,
  description:
    `multipart/form-data with optional ${EDITABLE_FIELDS[role].join(', ')} and one image file. ` +
    'Only the fields sent change; an empty name, dateOfBirth or address counts as not sent' +
    (role === 'yasa' ? ', an empty bio clears it' : '') +
    '. Answers the updated profile.',
  consumes: ['multipart/form-data'],
});

export function profilesRoutes(profiles: ProfilesService): FastifyPluginAsyncZod {
  return async (app) => {
    /** Reads the form and applies it as the signed-in user. */
    const update = async (request: FastifyRequest, role: Role) => {
      const form = await readMultipart(request, PROFILE_FORMS[role]);
      return profiles.update(currentUser(request).id, role, {
        fields: form.fields,
        image: form.files.image[0],
      });
    };
    const load = (request: FastifyRequest) => profiles.get(currentUser(request).id);
    /**
     * A profile read is the read cache's record until it changes: its answer is presented once
     * per record (frozen) and its bytes made once, instead of per request.
     */
    const presentedOnce = <T extends object>(present: (record: ProfileRecord) => T) => {
      const answers = new WeakMap<ProfileRecord, Readonly<T>>();
      return (record: ProfileRecord) => {
        let answer = answers.get(record);
        if (!answer) {
          answer = Object.freeze(present(record));
          answers.set(record, answer);
        }
        return answer;
      };
    };
    const clientAnswer = presentedOnce(presentClientProfile);
    const workerAnswer = presentedOnce(presentWorkerProfile);
    const sendClient = serializedOnce();
    const sendWorker = serializedOnce();

    app.get(
      '/clients/profile',
      {
        preHandler: app.guards.requireRole('jalu'),
        schema: {
          tags,
          security,
          summary: "The signed-in Jalu's profile",
          response: { 200: clientProfileSchema, ...guardErrors },
        },
      },
      async (request, reply) => sendClient(reply, clientAnswer(await load(request))),
    );

    app.get(
      '/workers/profile',
      {
        preHandler: app.guards.requireRole('yasa'),
        schema: {
          tags,
          security,
          summary: "The signed-in Yasa's profile",
          response: { 200: workerProfileSchema, ...guardErrors },
        },
      },
      async (request, reply) => sendWorker(reply, workerAnswer(await load(request))),
    );

    // The two forms with a photo: multipart in a scope of their own.
    await photoRoutes(app, (uploads) => {
      uploads.patch(
        '/clients/profile',
        {
          preHandler: [...app.guards.requireRole('jalu'), app.uploadRateLimit],
          config: { multipartBody: PROFILE_FORMS.jalu.openapi },
          schema: {
            tags,
            security,
            ...patchDocs('jalu'),
            response: { 200: clientProfileSchema, ...formErrors },
          },
        },
        async (request) => presentClientProfile(await update(request, 'jalu')),
      );

      uploads.patch(
        '/workers/profile',
        {
          preHandler: [...app.guards.requireRole('yasa'), app.uploadRateLimit],
          config: { multipartBody: PROFILE_FORMS.yasa.openapi },
          schema: {
            tags,
            security,
            ...patchDocs('yasa'),
            response: { 200: workerProfileSchema, ...formErrors },
          },
        },
        async (request) => presentWorkerProfile(await update(request, 'yasa')),
      );
    });
  };
}
