import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

/**
 * CPU time of the server under load, read from /proc (proc(5)): the process and every descendant
 * (Kamailio forks its SIP workers, timers and TCP main process from one parent; the Mobex server
 * is one process with several threads). Each live thread's time comes from
 * /proc/<pid>/task/<tid>/schedstat in nanoseconds: the clock-tick counters of /proc/<pid>/stat
 * would be off by up to a tick (10 ms) per process, 80 ms over Kamailio's eight. Children that
 * exited and were reaped are added from their parent's cutime + cstime, so nothing counts twice.
 */
export type CpuSample = { cpuMs: number; processes: number };

export function sampleTargetCpu(rootPid: number): CpuSample {
  const stats = readAllStats();
  const children = new Map<number, number[]>();
  for (const stat of stats.values()) {
    const siblings = children.get(stat.ppid);
    if (siblings) siblings.push(stat.pid);
    else children.set(stat.ppid, [stat.pid]);
  }
  if (!stats.has(rootPid)) throw new Error(`process ${rootPid} is not running`);
  let cpuMs = 0;
  let processes = 0;
  const queue = [rootPid];
  for (let pid = queue.pop(); pid !== undefined; pid = queue.pop()) {
    const stat = stats.get(pid);
    if (!stat) continue;
    cpuMs += threadsCpuMs(pid) + (stat.reapedTicks * 1000) / clockTicksPerSecond();
    processes += 1;
    queue.push(...(children.get(pid) ?? []));
  }
  return { cpuMs, processes };
}

/** The first field of schedstat is the time the thread ran, in nanoseconds. */
function threadsCpuMs(pid: number): number {
  let nanoseconds = 0;
  try {
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      nanoseconds += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, "utf8").split(" ")[0]);
    }
  } catch {
    // The process or one of its threads ended while being read; what was read is kept.
  }
  return nanoseconds / 1e6;
}

type ProcStat = { pid: number; ppid: number; reapedTicks: number };

function readAllStats(): Map<number, ProcStat> {
  const stats = new Map<number, ProcStat>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = parseProcStat(readFileSync(`/proc/${entry}/stat`, "utf8"));
      stats.set(stat.pid, stat);
    } catch {
      // The process ended between the listing and the read: it is no longer anyone's child.
    }
  }
  return stats;
}

/** proc(5): "pid (comm) state ppid …"; comm may hold spaces and parentheses, so split after the last ")". */
function parseProcStat(line: string): ProcStat {
  const close = line.lastIndexOf(")");
  const fields = line.slice(close + 2).split(" ");
  // Fields 3 onwards of proc(5), so field n is fields[n - 3]: ppid (4), cutime (16), cstime (17).
  const field = (n: number) => Number(fields[n - 3]);
  return {
    pid: Number(line.slice(0, line.indexOf(" "))),
    ppid: field(4),
    reapedTicks: field(16) + field(17),
  };
}

let clockTicks: number | undefined;

/** sysconf(_SC_CLK_TCK), the unit of the /proc times; 100 on practically every Linux. */
function clockTicksPerSecond(): number {
  if (clockTicks === undefined) {
    try {
      clockTicks = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
    } catch {
      clockTicks = 100;
    }
  }
  return clockTicks;
}
