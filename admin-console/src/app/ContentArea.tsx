import { areaOf } from '../lib/areas';
import { AreaHeader } from '../lib/components/AreaHeader';
import { ConsoleTabs } from './ConsoleTabs';

/** The console's home (/admin): the three content editors. */
export function ContentArea() {
  return (
    <>
      <AreaHeader
        title={areaOf('content').title}
        lead="Edit blog posts, tips and page texts. Saved changes appear on the public site straight away."
      />
      <ConsoleTabs />
    </>
  );
}
