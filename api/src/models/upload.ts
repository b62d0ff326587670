import { BaseModel } from './base-model';

/** An image an organiser uploaded; its files are in the upload storage (uploads/storage.ts). */
export class Upload extends BaseModel {
  static override tableName = 'uploads';
  static override jsonAttributes = ['widths'];

  declare id: number;
  /** The stored files' names start with it: `<hash>-<width>.webp`. */
  declare hash: string;
  declare alt: string;
  /** The widest variant's size in pixels. */
  declare width: number;
  declare height: number;
  /** The stored widths, narrowest first. */
  declare widths: number[];
  declare sourceType: string;
  declare sourceBytes: number;
  declare createdAt: Date;
}
