import type { McpUiHostContext } from '@modelcontextprotocol/ext-apps/app-bridge';
import { useEffect, useRef, useState } from 'react';
import { useResolvedTheme, type ResolvedTheme } from '../../hooks/use-resolved-theme';
import { buildAllowAttribute, type AppDocument, type AppServerAccess } from '../../protocol/server-features/apps';
import { startBridge, type BridgeHandle, type ToolContext } from './bridge';
import { sandboxSource } from './sandbox-origin';

export interface AppFrameProps {
  /** The frame's accessible name, e.g. `App: show_weather`. */
  title: string;
  app: AppDocument;
  access: AppServerAccess;
  context: ToolContext | undefined;
}

const MIN_HEIGHT = 48;
const MAX_HEIGHT = 2000;
const INITIAL_HEIGHT = 240;

function hostContextOf(theme: ResolvedTheme, context: ToolContext | undefined): McpUiHostContext {
  return {
    theme,
    displayMode: 'inline',
    availableDisplayModes: ['inline'],
    platform: 'web',
    locale: navigator.language,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    containerDimensions: { maxHeight: MAX_HEIGHT },
    ...(context === undefined ? {} : { toolInfo: { tool: context.tool } }),
  };
}

/**
 * One app view: the sandbox proxy frame (opaque origin, or the second origin when one is
 * configured) with the bridge connected before the proxy loads, so its ready message is
 * never missed. Unmounting tears the view down.
 */
export default function AppFrame({ title, app, access, context }: AppFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const bridge = useRef<BridgeHandle | undefined>(undefined);
  const theme = useResolvedTheme();
  const themeRef = useRef(theme);
  const [height, setHeight] = useState(INITIAL_HEIGHT);
  const [closed, setClosed] = useState(false);
  const [source] = useState(sandboxSource);

  useEffect(() => {
    themeRef.current = theme;
  }, [theme]);

  useEffect(() => {
    const element = frame.current;
    const proxy = element?.contentWindow;
    if (element === null || proxy === null || proxy === undefined) return;
    let live = true;
    const started = startBridge({
      proxy,
      app,
      access,
      context,
      hostContext: hostContextOf(themeRef.current, context),
      onHeight: (h) => live && setHeight(Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, Math.ceil(h)))),
      onTeardownRequest: () => live && setClosed(true),
    });
    void started.then((handle) => {
      if (!live) return void handle.close();
      bridge.current = handle;
      element.src = source.url;
    });
    return () => {
      live = false;
      bridge.current = undefined;
      void started.then((handle) => handle.close());
    };
  }, [app, access, context, source]);

  useEffect(() => {
    bridge.current?.setHostContext(hostContextOf(theme, context));
  }, [theme, context]);

  if (closed) return <p className="note">The app closed its view.</p>;
  const allow = buildAllowAttribute(app.ui.permissions);
  return (
    <iframe
      ref={frame}
      className={app.ui.prefersBorder === false ? 'app-frame' : 'app-frame app-frame--border'}
      title={title}
      // The proxy document must never share the console's origin: opaque unless it has its own.
      sandbox={source.separateOrigin ? 'allow-scripts allow-same-origin' : 'allow-scripts'}
      {...(allow === '' ? {} : { allow })}
      referrerPolicy="origin"
      style={{ height }}
    />
  );
}
