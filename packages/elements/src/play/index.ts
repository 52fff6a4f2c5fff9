// The table of its own (`<nardy-table boards=…>`), for pages that import the table entry.
export { ComputerClient } from '../computer/computerClient.ts';
export { installLocalTables } from './install.ts';
export { type Computer, LocalTable, type LocalTableListener } from './localTable.ts';
export {
  readTableAttributes,
  TABLE_ATTRIBUTE_ERRORS,
  type TableAttributeError,
  type TableAttributes,
  type TableSettings,
} from './tableAttributes.ts';
