import type { Knex } from 'knex';
import { ActivityEntry } from './activity-entry';
import { ArticlePreviewLink } from './article-preview-link';
import { BlogPost } from './blog-post';
import { Contact } from './contact';
import { ContentRevision } from './content-revision';
import { EditorDraft } from './editor-draft';
import { NewsletterEdition } from './newsletter-edition';
import { NewsletterSegment } from './newsletter-segment';
import { NewsletterSubscription } from './newsletter-subscription';
import { OutboxEmail } from './outbox-email';
import { PageContent } from './page-content';
import { PasswordLink } from './password-link';
import { Pledge } from './pledge';
import { RecoveryCode } from './recovery-code';
import { Session } from './session';
import { SignInPolicyRow } from './sign-in-policy-row';
import { SiteSettingsRow } from './site-settings-row';
import { Tip } from './tip';
import { Upload } from './upload';
import { User } from './user';

export { BaseModel } from './base-model';
export { BLOG_LIST_COLUMNS } from './blog-post';
export { STATS_PAGE_KEY } from './page-content';
export { SITE_SETTINGS_ROW_ID } from './site-settings-row';
export { SIGN_IN_POLICY_ROW_ID } from './sign-in-policy-row';
export {
  ActivityEntry,
  ArticlePreviewLink,
  BlogPost,
  Contact,
  ContentRevision,
  EditorDraft,
  NewsletterEdition,
  NewsletterSegment,
  NewsletterSubscription,
  OutboxEmail,
  PageContent,
  PasswordLink,
  Pledge,
  RecoveryCode,
  Session,
  SignInPolicyRow,
  SiteSettingsRow,
  Tip,
  Upload,
  User,
};

/**
 * Every model bound to one database. Binding (rather than a global `Model.knex()`) lets several
 * databases live in one process, as the tests on SQLite and MySQL do.
 */
export function bindModels(db: Knex) {
  return {
    ActivityEntry: ActivityEntry.bindKnex(db),
    ArticlePreviewLink: ArticlePreviewLink.bindKnex(db),
    BlogPost: BlogPost.bindKnex(db),
    Contact: Contact.bindKnex(db),
    ContentRevision: ContentRevision.bindKnex(db),
    EditorDraft: EditorDraft.bindKnex(db),
    NewsletterEdition: NewsletterEdition.bindKnex(db),
    NewsletterSegment: NewsletterSegment.bindKnex(db),
    NewsletterSubscription: NewsletterSubscription.bindKnex(db),
    OutboxEmail: OutboxEmail.bindKnex(db),
    PageContent: PageContent.bindKnex(db),
    PasswordLink: PasswordLink.bindKnex(db),
    Pledge: Pledge.bindKnex(db),
    RecoveryCode: RecoveryCode.bindKnex(db),
    Session: Session.bindKnex(db),
    SignInPolicyRow: SignInPolicyRow.bindKnex(db),
    SiteSettingsRow: SiteSettingsRow.bindKnex(db),
    Tip: Tip.bindKnex(db),
    Upload: Upload.bindKnex(db),
    User: User.bindKnex(db),
  };
}

export type Models = ReturnType<typeof bindModels>;
