import { Tag as BlueprintTag, type TagProps } from '@blueprintjs/core';
import './tag.css';

/**
 * Blueprint's Tag, its text cut with an ellipsis by CSS alone (tag.css). Blueprint's own ellipsis measures every
 * tag once it is drawn (its Text reads scrollWidth in a layout effect): that forces the browser to lay the page out
 * in the middle of React's commit, and again after the re-render the measure causes. On the to-do list's 20 tags
 * that was ~180 ms of a mid-range phone's main thread before the list showed. What is lost is the tooltip Blueprint
 * adds to a cut tag; a tag that may wrap still says `multiline`.
 */
export function Tag({ className, multiline = false, ...props }: TagProps) {
  return <BlueprintTag {...props} multiline className={multiline ? className : `${className ?? ''} tag--cut`.trim()} />;
}
