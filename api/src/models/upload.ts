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
  /** The uploaded file's name as the browser gave it (shown, never used as a path); null before 0032. */
  declare fileName: string | null;
  /** The account that uploaded it; null before 0032 or once that account is gone. */
  declare createdBy: string | null;
  declare createdAt: Date;
}
