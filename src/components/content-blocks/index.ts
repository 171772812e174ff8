export { ContentBlockView, ContentBlocksView } from './content-blocks-view';
export { AnnotationsView } from './annotations-view';
export { contentSize, addSizes, type ContentSize } from './content-size';
export { mediaDataUrl, base64Bytes } from './media-source';
