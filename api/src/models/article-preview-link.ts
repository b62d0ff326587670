import { BaseModel } from './base-model';

/**
 * A link that shows an unpublished article to whoever holds it (blog/preview-links.ts). The token
 * itself is never stored, only its SHA-256.
 */
export class ArticlePreviewLink extends BaseModel {
  static override tableName = 'article_preview_links';
  static override dateAttributes = ['expiresAt', 'createdAt'];

  declare id: number;
  declare blogPostId: number;
  declare tokenHash: string;
  declare expiresAt: Date;
  declare createdBy: string | null;
  declare createdByEmail: string;
  declare createdAt: Date;
}
