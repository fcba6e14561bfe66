/** An offer a page makes that some residences are not given (accounts-and-money §6: no CFDs in France). */
export type Offer = 'cfd';

/** A link to another page of the site, labelled with a catalogue text. */
export interface ContentLink<Text extends string> {
  /** The page's path under /{lang}/, without .html. */
  page: string;
  label: Text;
  /** The section of that page the link opens at (its anchor, without `#`). */
  section?: string;
  /** Shown only to visitors the offer is made to. */
  offers?: Offer;
  /** A call to action for some visitors only: shown to those the page's access rule lets in. */
  onlyWhereOpen?: boolean;
}

/** A headed part of a page: paragraphs, then a list, then links, every text a catalogue key. */
export interface ContentSection<Text extends string> {
  /** The section's anchor, where other pages link to it. */
  id?: string;
  title: Text;
  paragraphs?: readonly Text[];
  items?: readonly Text[];
  links?: readonly ContentLink<Text>[];
  /** The links are the page's calls to action, shown as buttons (the first the main one). */
  linksAsButtons?: boolean;
  offers?: Offer;
}

/** A content page: its heading, an introduction and its sections. */
export interface PageContent<Text extends string> {
  title: Text;
  intro: readonly Text[];
  sections: readonly ContentSection<Text>[];
  /** The page this one belongs under: the page shows a link back to it. */
  parent?: string;
  /** The whole page is an offer (a visitor it is not made to sees only that it is not offered). */
  offers?: Offer;
}

/** The keys of a content structure that hold no catalogue text: page paths, anchors and offers. */
type NotText = 'page' | 'id' | 'section' | 'parent' | 'offers';

/** The catalogue texts of a content structure: every string in it but its page paths, anchors and offers. */
export type TextsOf<T> = T extends string
  ? T
  : T extends readonly (infer Item)[]
    ? TextsOf<Item>
    : T extends object
      ? { [Key in Exclude<keyof T, NotText>]: TextsOf<T[Key]> }[Exclude<keyof T, NotText>]
      : never;
