export { defaultLogLevel, loadLogLevel, saveLogLevel } from './level-prefs';
export { isLogLevel, LOG_LEVEL_SETTINGS, LOG_LEVELS, passes, severity, withLogLevel, type LogLevel, type LogLevelSetting } from '../../model/log-levels';
export { entryFromFrame, ServerLog, serverLogOf, type ServerLogEntry } from './server-log';
export { applyLogLevel } from './apply-level';
