import type { TipCategory } from '@campaign/shared';
import { BaseModel } from './base-model';

export class Tip extends BaseModel {
  static override tableName = 'tips';

  declare id: number;
  declare category: TipCategory;
  declare title: string;
  declare description: string;
  /** A name from TIP_ICONS; the page falls back to Package for any other. */
  declare icon: string;
  declare order: number;
  declare createdAt: Date;
}
