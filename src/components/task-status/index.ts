export { TaskStatus } from './task-status';
