import { notOfferedText, type OfferingCapability } from '../protocol/session/offered';

/** Where a panel's content would be: the server did not declare the capability, so nothing was asked. */
export function NotOffered({ capability }: { capability: OfferingCapability }) {
  return <p className="note not-offered">{notOfferedText(capability)}</p>;
}
