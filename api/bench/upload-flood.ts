/**
 * `pnpm bench:uploads`: what a dozen simultaneous 40-megapixel uploads cost this process. Makes
 * a 40-megapixel PNG (a few hundred KB: a flat picture compresses well), then turns it into its
 * variants 12 times at once, as 12 uploads arriving together would, through the same slots the
 * upload route uses (UNLIMITED=1: all at once, as before the slots). Prints the peak and final
 * resident memory and the time each took.
 */
import sharp from 'sharp';
import { DECODE_WAIT_MS, DECODES_AT_ONCE } from '../src/routes/admin-uploads';
import { imageVariants } from '../src/uploads/image-variants';
import { TaskSlots } from '../src/uploads/task-slots';

const UPLOADS = Number(process.env.UPLOADS ?? 12);
const unlimited = process.env.UNLIMITED === '1';
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

const png = await sharp({
  create: { width: 8000, height: 5000, channels: 3, background: '#15803d' },
})
  .png()
  .toBuffer();
const slots = new TaskSlots(unlimited ? UPLOADS : DECODES_AT_ONCE, DECODE_WAIT_MS * 10);

const before = process.memoryUsage().rss;
let peak = before;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
const started = performance.now();
const times = await Promise.all(
  Array.from({ length: UPLOADS }, async () => {
    await slots.run(() => imageVariants(png, 'png'));
    return performance.now() - started;
  }),
);
clearInterval(sampler);
const after = process.memoryUsage().rss;
console.log(
  `${UPLOADS} uploads of a ${(png.length / 1024).toFixed(0)} KB 40-megapixel PNG, ` +
    `${unlimited ? 'all at once' : `${DECODES_AT_ONCE} decoded at once`}:`,
);
console.log(`  resident memory: before ${mb(before)}, peak ${mb(peak)}, after ${mb(after)}`);
console.log(
  `  answered after ${Math.min(...times).toFixed(0)}–${Math.max(...times).toFixed(0)} ms ` +
    `(sharp threads: ${sharp.concurrency()})`,
);
