export { TaskFollower, type FollowerDeps } from './task-follower';
export { formatElapsed, type TaskPhase, type TaskState } from './task-machine';
export { answerTaskInput } from './task-input';
export { isTaskRefusal, taskFromTraffic } from './task-result';
export { isTerminal, parseTask, TASKS_EXTENSION, type TaskInfo, type TaskStatus } from './task-types';
export { sessionTaskWire, type TaskWire } from './task-wire';
