import { Button, HotkeysContext, type HotkeyConfig, useHotkeys } from '@blueprintjs/core';
import { useContext, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../lib/toaster';

const SIZE = 5;
const clamp = (n: number) => Math.max(0, Math.min(SIZE - 1, n));

/**
 * Blueprint's useHotkeys: one global combo (works anywhere on the page) and arrow keys local to the
 * focused board; "?" opens Blueprint's hotkeys dialog listing both.
 */
export function HotkeysDemo() {
  const { t } = useTranslation('demo');
  const [pos, setPos] = useState({ x: 2, y: 2 });
  const [presses, setPresses] = useState(0);
  const [, dispatch] = useContext(HotkeysContext);

  const hotkeys = useMemo<HotkeyConfig[]>(() => {
    const move = (dx: number, dy: number) => () => setPos((p) => ({ x: clamp(p.x + dx), y: clamp(p.y + dy) }));
    return [
      {
        combo: 'shift+n',
        global: true,
        group: t('extensions.hotkeys.group'),
        label: t('extensions.hotkeys.notify'),
        onKeyDown: () => {
          setPresses((n) => n + 1);
          toast.info(t('extensions.hotkeys.notified'));
        },
      },
      { combo: 'up', label: t('extensions.hotkeys.up'), onKeyDown: move(0, -1), preventDefault: true },
      { combo: 'down', label: t('extensions.hotkeys.down'), onKeyDown: move(0, 1), preventDefault: true },
      { combo: 'left', label: t('extensions.hotkeys.left'), onKeyDown: move(-1, 0), preventDefault: true },
      { combo: 'right', label: t('extensions.hotkeys.right'), onKeyDown: move(1, 0), preventDefault: true },
    ];
  }, [t]);
  const { handleKeyDown, handleKeyUp } = useHotkeys(hotkeys);

  return (
    <div className="demo-hotkeys">
      <div
        className="demo-hotkeys__board"
        tabIndex={0}
        role="application"
        aria-label={t('extensions.hotkeys.board')}
        onKeyDown={handleKeyDown}
        onKeyUp={handleKeyUp}
        data-testid="demo-hotkeys-board"
        data-pos={`${pos.x},${pos.y}`}
      >
        {Array.from({ length: SIZE * SIZE }, (_, i) => (
          <span key={i} className={`demo-hotkeys__cell${i === pos.y * SIZE + pos.x ? ' demo-hotkeys__cell--on' : ''}`} />
        ))}
      </div>
      <div className="demo-hotkeys__help">
        <p>
          {t('extensions.hotkeys.focusHint')} <span className="kbd">↑</span>
          <span className="kbd">↓</span>
          <span className="kbd">←</span>
          <span className="kbd">→</span>
        </p>
        <p>
          <span className="kbd">Shift</span>+<span className="kbd">N</span> {t('extensions.hotkeys.globalHint')}
        </p>
        <p className="text-muted" data-testid="demo-hotkeys-count">
          {t('extensions.hotkeys.pressed', { count: presses })}
        </p>
        <Button variant="outlined" icon="key-command" text={t('extensions.hotkeys.showAll')} onClick={() => dispatch({ type: 'OPEN_DIALOG' })} />
      </div>
    </div>
  );
}
