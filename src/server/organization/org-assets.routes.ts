import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  OptionalAssetParamsSchema,
  OrgAssetNameParamsSchema,
  OrgAssetParamsSchema,
  OrgAssetSchema,
} from '../../shared/api/organization';
import {
  checkAsset,
  ORG_ASSET_MAX_BYTES,
  ORG_ASSETS,
  sizeRule,
  type OrgAssetKind,
} from '../../shared/org-assets';
import { writeAudit } from '../audit/audit.repository';
import { withOrg } from '../db/tenant';
import type { AppDeps } from '../http/app-deps';
import { AppError, fieldError } from '../http/app-error';
import { uploadError } from '../http/upload-error';
import { principalOf } from '../plugins/guard';
import { assetUrl, findAssetByName, removeAsset, replaceAsset } from './org-assets.repository';

// Opened on its own, an SVG is a document: it may load nothing, and runs no script.
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** The image of an upload, of an accepted type (read from its content) and size for `kind`. */
async function readImage(request: FastifyRequest, kind: OrgAssetKind) {
  const { label } = ORG_ASSETS[kind];
  const rules = {
    path: '/file',
    tooLarge: sizeRule(kind),
    howToSend: `Send the ${label.toLowerCase()} as multipart/form-data, the image in a part named "file".`,
    unreadable: 'The image could not be read from the upload',
    tooManyParts: 'Send one image, in the part "file", and nothing else',
  };
  if (!request.isMultipart()) throw fieldError('/file', rules.howToSend);
  let body: Buffer | null = null;
  try {
    const part = await request.file();
    if (part?.fieldname === 'file') body = await part.toBuffer();
    else part?.file.resume();
  } catch (error) {
    throw uploadError(error, rules);
  }
  if (!body) throw fieldError('/file', `${label} is required: send it in the part "file"`);
  const checked = checkAsset(kind, body);
  if ('problem' in checked)
    throw checked.tooLarge
      ? new AppError('payload_too_large', checked.problem, {
          fields: [{ path: '/file', message: checked.problem }],
        })
      : fieldError('/file', checked.problem);
  return { type: checked.type, body };
}

/**
 * The organisation's branding images: served to anyone (the sign-in page shows them before
 * anyone signs in), replaced and removed by its administrators.
 */
export const orgAssetsRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, { db }) => {
  await app.register(fastifyMultipart, {
    limits: { files: 1, fileSize: ORG_ASSET_MAX_BYTES, fields: 0, parts: 1 },
  });

  app.get(
    '/organization/assets/:orgId/:name',
    {
      config: { auth: 'none', apiKey: false },
      schema: { params: OrgAssetNameParamsSchema },
    },
    async (request, reply) => {
      const { orgId, name } = request.params;
      const asset = await withOrg(db, orgId, (tx) => findAssetByName(tx, orgId, name));
      if (!asset) throw new AppError('not_found', `Organisation '${orgId}' has no ${name}.`);
      // The name carries a hash of the content, so an hour's caching never shows an old image.
      // Mails show the logo from here, in webmail pages of other origins.
      reply
        .type(asset.content_type)
        .header('cache-control', 'public, max-age=3600')
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('x-content-type-options', 'nosniff');
      if (asset.content_type === 'image/svg+xml')
        reply.header('content-security-policy', SVG_POLICY);
      return reply.send(asset.body);
    },
  );

  app.put(
    '/organization/assets/:kind',
    {
      config: { permission: 'settings.manage' },
      schema: {
        description:
          'multipart/form-data: the image in the part "file" (PNG, JPEG, WebP or SVG, read from its content; the favicon at most 256 KB, the others 1 MB). Answers where it is now served.',
        consumes: ['multipart/form-data'],
        params: OrgAssetParamsSchema,
        response: { 200: OrgAssetSchema },
      },
    },
    async (request) => {
      const who = principalOf(request);
      const { kind } = request.params;
      const { type, body } = await readImage(request, kind);
      const { after } = await withOrg(db, who.orgId, async (tx) => {
        const replaced = await replaceAsset(tx, who.orgId, kind, type, body);
        await writeAudit(tx, {
          orgId: who.orgId,
          accountId: who.accountId,
          username: who.username,
          module: 'Organization',
          action: 'branding-image-replaced',
          detail: { kind, before: replaced.before, after: replaced.after },
          ip: request.ip,
        });
        return replaced;
      });
      return { kind, url: assetUrl(who.orgId, after.name), contentType: type, bytes: after.bytes };
    },
  );

  app.delete(
    '/organization/assets/:kind',
    {
      config: { permission: 'settings.manage' },
      schema: { params: OptionalAssetParamsSchema, response: { 204: Type.Null() } },
    },
    async (request, reply) => {
      const who = principalOf(request);
      const { kind } = request.params;
      await withOrg(db, who.orgId, async (tx) => {
        const removed = await removeAsset(tx, who.orgId, kind);
        if (!removed)
          throw new AppError(
            'not_found',
            `There is no ${ORG_ASSETS[kind].label.toLowerCase()} to remove.`,
          );
        await writeAudit(tx, {
          orgId: who.orgId,
          accountId: who.accountId,
          username: who.username,
          module: 'Organization',
          action: 'branding-image-removed',
          detail: { kind, before: removed, after: null },
          ip: request.ip,
        });
      });
      return reply.status(204).send(null);
    },
  );
};
