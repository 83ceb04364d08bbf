/** Which part of the mini wireframe an option changes. */
export type PreviewKind = 'collapsed' | 'hidden' | 'boxed' | 'full' | 'horizontal' | 'blank' | 'vertical';

/** A small wireframe of the shell for a layout option (menu, navbar, content), drawn with theme colours. */
export function LayoutPreview({ kind }: { kind: PreviewKind }) {
  const menu = kind === 'collapsed' ? 14 : kind === 'hidden' || kind === 'horizontal' || kind === 'blank' ? 0 : 34;
  const contentX = menu + 8;
  const boxed = kind === 'boxed';
  const contentW = boxed ? 100 - menu * 0.4 : 152 - menu;
  const contentStart = boxed ? contentX + (152 - menu - contentW) / 2 : contentX;
  return (
    <svg className="layout-preview" viewBox="0 0 168 104" aria-hidden="true">
      <rect x="0.5" y="0.5" width="167" height="103" rx="8" className="layout-preview__frame" />
      {menu > 0 ? <rect x="4" y="4" width={menu} height="96" rx="5" className="layout-preview__menu" /> : null}
      {kind !== 'blank' ? <rect x={contentX} y="6" width={160 - contentX - 2} height="12" rx="4" className="layout-preview__navbar" /> : null}
      {kind === 'horizontal' ? <rect x={contentX} y="22" width={160 - contentX - 2} height="7" rx="3" className="layout-preview__hmenu" /> : null}
      {kind === 'blank' ? (
        <rect x="50" y="24" width="68" height="56" rx="6" className="layout-preview__content" />
      ) : (
        <>
          <rect x={contentStart} y={kind === 'horizontal' ? 34 : 24} width={contentW} height="26" rx="4" className="layout-preview__content" />
          <rect x={contentStart} y={kind === 'horizontal' ? 64 : 54} width={(contentW - 4) / 2} height="34" rx="4" className="layout-preview__content" />
          <rect x={contentStart + (contentW + 4) / 2} y={kind === 'horizontal' ? 64 : 54} width={(contentW - 4) / 2} height="34" rx="4" className="layout-preview__content" />
        </>
      )}
    </svg>
  );
}
