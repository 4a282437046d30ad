import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { lockDirectory, refuseIfOpenHere } from './directory-lock';
import { makeDirectory, replaceFile, syncDirectory } from './durable-files';
import { loadJournal, orderRecord, recordLine, sessionRecord, tokenRecord } from './journal-records';
import type { BankSimulatorState, SimulatorChange, SimulatorStore } from './state';

/**
 * The bank simulator's state on disk, so that a kill -9 between a donor's payment and the payment
 * host's question about it loses nothing (a real bank never forgets a payment it took).
 *
 * DATA_DIR/bank-simulator/journal.jsonl is an append-only journal (its lines: journal-records.ts).
 * Writes are grouped: the lines of every change handed over while the previous group was being
 * written go out in one append and one fdatasync, and each change's promise resolves only then.
 * At start-up the journal is read back into the maps, a torn last line cut off.
 * Once the journal holds more than twice the lines the state needs (and at least `compactAfter`), it
 * is rewritten with one line per order, session and token: to journal.jsonl.tmp, fsync, rename over the
 * journal, fsync of the directory.
 */
export const SIMULATOR_DIRECTORY = 'bank-simulator';
export const JOURNAL_FILE = 'journal.jsonl';

export interface JournalLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface OpenSimulatorStateOptions {
  /** DATA_DIR: the journal is kept in DATA_DIR/bank-simulator */
  dataDir: string;
  log?: JournalLog;
  /** fewest lines before the journal is compacted (tests lower it) */
  compactAfter?: number;
}

interface Entry {
  text: string;
  count: number;
  promise: Promise<void>;
  resolve: () => void;
  reject: (error: Error) => void;
}

class Journal implements SimulatorStore {
  private queue: Entry[] = [];
  private inflight: Entry[] = [];
  private draining: Promise<void> | null = null;
  private broken: Error | null = null;
  private closed = false;

  constructor(
    private readonly file: string,
    private handle: fsp.FileHandle,
    private records: number,
    private readonly state: BankSimulatorState,
    private readonly options: { log?: JournalLog; compactAfter: number; release: () => void },
  ) {}

  write(change: SimulatorChange): Promise<void> {
    if (this.closed) return Promise.reject(new Error('the bank simulator is closed'));
    if (this.broken) return Promise.reject(this.broken);
    const records = [
      ...(change.orders ?? []).map(orderRecord),
      ...(change.sessions ?? []).map(sessionRecord),
      ...(change.tokens ?? []).map(tokenRecord),
    ];
    let resolve!: () => void;
    let reject!: (error: Error) => void;
    const promise = new Promise<void>((yes, no) => {
      resolve = yes;
      reject = no;
    });
    // copied now: later changes to the same objects are written by their own calls
    this.queue.push({
      text: records.map(recordLine).join(''),
      count: records.length,
      promise,
      resolve,
      reject,
    });
    this.kick();
    return promise;
  }

  private kick() {
    if (this.draining) return;
    this.draining = this.drain().finally(() => {
      this.draining = null;
      // a write handed over after the loop's last look at the queue
      if (this.queue.length > 0) this.kick();
    });
  }

  settled(): Promise<void> {
    const waiting = [...this.inflight, ...this.queue];
    if (waiting.length === 0) return this.broken ? Promise.reject(this.broken) : Promise.resolve();
    return Promise.all(waiting.map((entry) => entry.promise)).then(() => undefined);
  }

  async close() {
    if (this.closed) return;
    this.closed = true;
    while (this.draining) await this.draining;
    await this.handle.close().catch(() => {});
    this.options.release();
  }

  private async drain() {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0);
      this.inflight = batch;
      try {
        if (this.broken) throw this.broken;
        await this.append(batch);
        for (const entry of batch) entry.resolve();
      } catch (error) {
        this.fail(error as Error, 'append');
        for (const entry of batch) entry.reject(this.broken!);
      } finally {
        this.inflight = [];
      }
      const live = this.state.orders.size + this.state.sessions.size + this.state.tokens.size;
      if (!this.broken && this.records >= this.options.compactAfter && this.records > 2 * live) {
        await this.compact();
      }
    }
  }

  private async append(batch: Entry[]) {
    const buffer = Buffer.from(batch.map((entry) => entry.text).join(''), 'utf8');
    if (buffer.length === 0) return;
    for (let offset = 0; offset < buffer.length;) {
      const { bytesWritten } = await this.handle.write(buffer, offset, buffer.length - offset);
      offset += bytesWritten;
    }
    await this.handle.datasync();
    this.records += batch.reduce((sum, entry) => sum + entry.count, 0);
  }

  /** Rewrites the journal with one line per order, session and token (compaction). */
  async compact() {
    const before = this.records;
    const records = [
      ...[...this.state.orders.values()].map(orderRecord),
      ...[...this.state.sessions.values()].map(sessionRecord),
      ...[...this.state.tokens.values()].map(tokenRecord),
    ];
    try {
      await replaceFile(this.file, records.map(recordLine).join(''));
    } catch (error) {
      // the journal as it was is still whole: keep appending to it
      this.options.log?.warn({ err: error, file: this.file }, 'bank simulator journal not compacted');
      return;
    }
    try {
      const handle = await fsp.open(this.file, 'a', 0o600);
      await this.handle.close().catch(() => {});
      this.handle = handle;
      this.records = records.length;
      this.options.log?.info(
        { file: this.file, before, after: records.length },
        'bank simulator journal compacted',
      );
    } catch (error) {
      // the old handle writes to the replaced file: nothing more may be written through it
      this.fail(error as Error, 'reopen after compaction');
    }
  }

  private fail(error: Error, step: string) {
    if (this.broken) return;
    // after a failed write or fsync the file's tail is unknown: refuse every write until a restart
    // reads the journal back (a torn tail is cut off then)
    this.broken = new Error(`the bank simulator's journal cannot be written (${step}): ${error.message}`);
    this.options.log?.error({ err: error, file: this.file }, 'bank simulator journal failed');
  }
}

/**
 * The simulator's state read back from DATA_DIR/bank-simulator, every later change journalled there.
 * Creates the directory on first use.
 */
export async function openSimulatorState(options: OpenSimulatorStateOptions): Promise<BankSimulatorState> {
  const directory = path.resolve(options.dataDir, SIMULATOR_DIRECTORY);
  refuseIfOpenHere(directory);
  if (!fs.existsSync(directory)) await makeDirectory(directory);
  const release = lockDirectory(directory);

  try {
    const file = path.join(directory, JOURNAL_FILE);
    fs.rmSync(`${file}.tmp`, { force: true });
    const state: BankSimulatorState = {
      sessions: new Map(),
      orders: new Map(),
      tokens: new Map(),
      store: null as unknown as SimulatorStore,
      directory,
    };
    const loaded = loadJournal(file, state);
    if (loaded.goodLength < loaded.length) {
      fs.truncateSync(file, loaded.goodLength);
      options.log?.warn(
        { file, cutBytes: loaded.length - loaded.goodLength },
        'bank simulator journal: a torn last line (a crash in mid-write) was cut off',
      );
    }
    const handle = await fsp.open(file, 'a', 0o600);
    await handle.sync();
    await syncDirectory(directory);
    const journal = new Journal(file, handle, loaded.records, state, {
      log: options.log,
      compactAfter: options.compactAfter ?? 1000,
      release,
    });
    state.store = journal;
    const live = state.orders.size + state.sessions.size + state.tokens.size;
    if (loaded.records >= (options.compactAfter ?? 1000) && loaded.records > 2 * live)
      await journal.compact();
    options.log?.info(
      { directory, orders: state.orders.size, sessions: state.sessions.size, tokens: state.tokens.size },
      'bank simulator state loaded',
    );
    return state;
  } catch (error) {
    release();
    throw error;
  }
}
