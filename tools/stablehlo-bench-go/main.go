// Command stablehlo-bench-go measures how long the Go interpreter takes to
// run a StableHLO program: loading and compiling it, the first call, and
// the steady state over repeated calls, with the memory the process used.
// It takes the inputs of `stablehlo-translate-go --interpret`. --profile
// prints where the time goes, operation by operation, and --trace writes a
// Chrome trace (Trace Event Format) of one call.
package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"runtime"
	"time"

	"github.com/urfave/cli/v2"

	"github.com/stablehlo-go/stablehlo/dialect/stablehlo"
	"github.com/stablehlo-go/stablehlo/interp"
	"github.com/stablehlo-go/stablehlo/tools/internal/driver"
)

func main() {
	defer driver.RecoverMain("stablehlo-bench-go")
	app := newApp()
	if err := app.Run(append([]string{os.Args[0]}, driver.PermuteArgs(os.Args[1:], app.Flags)...)); err != nil {
		if msg := err.Error(); msg != "" {
			fmt.Fprintln(os.Stderr, msg)
		}
		os.Exit(1)
	}
}

func newApp() *cli.App {
	return &cli.App{
		Name:      "stablehlo-bench-go",
		Usage:     "measure the Go interpreter on a StableHLO program",
		UsageText: "stablehlo-bench-go [options] [input file, default stdin]",
		Description: "Loads and compiles the program once, calls its entry function once (the first call),\n" +
			"then --warmup more times untimed and --runs times timed, and reports the times and\n" +
			"the peak memory. --profile and --trace run one more, profiled call after the timed ones.",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "entry", Usage: "function to run (default: @main, or the only public function)"},
			&cli.StringFlag{Name: "args", Usage: "arguments as an MLIR array of dense attributes, e.g. '[dense<1> : tensor<2xi32>]'"},
			&cli.StringSliceFlag{Name: "arg-npy", Usage: "an argument read from a .npy file (repeat in argument order; instead of --args)"},
			&cli.IntFlag{Name: "runs", Value: 10, Usage: "timed calls"},
			&cli.IntFlag{Name: "warmup", Value: 1, Usage: "untimed calls after the first call, before the timed ones"},
			&cli.DurationFlag{Name: "max-time", Usage: "stop the timed calls once they took this long in all, after at least one; skip warm-up calls the first call says would not fit (0: no limit)"},
			&cli.BoolFlag{Name: "json", Usage: "print the report as JSON"},
			&cli.BoolFlag{Name: "profile", Usage: "profile one more call and print the time per operation"},
			&cli.StringFlag{Name: "trace", Usage: "profile one more call and write it to this file as a Chrome trace (JSON)"},
			&cli.StringFlag{Name: "cpuprofile", Usage: "write a Go CPU profile (pprof) of the timed calls to this file, for `go tool pprof`"},
			&cli.IntFlag{Name: "trace-limit", Value: 1000000, Usage: "most operation events kept in the trace (later ones are counted, not written)"},
			&cli.StringFlag{Name: "results-npy-dir", Usage: "write the results of the first call as .npy files into this directory"},
			&cli.Int64Flag{Name: "num-replicas", Usage: "replicas of the process grid (default: the module's mhlo.num_replicas, else 1)"},
			&cli.Int64Flag{Name: "num-partitions", Usage: "partitions of the process grid (default: the module's mhlo.num_partitions, else 1)"},
			&cli.BoolFlag{Name: "allow-unregistered-dialect", Usage: "accept operations of unknown dialects"},
			&cli.BoolFlag{Name: "no-fusion", Usage: "run every operation of the program on its own: no fusion of elementwise groups, no dropping of tests the types decide"},
			&cli.BoolFlag{Name: "no-storage-cache", Usage: "allocate every call's intermediates afresh instead of in the storage the previous call released"},
			&cli.StringFlag{Name: "max-memory", Usage: "fail a call whose live tensors would need more than this many bytes, all processes of a grid together " +
				"(e.g. 512M, 2G; default: three quarters of the physical memory or cgroup limit)"},
		},
		HideHelpCommand: true,
		Action:          run,
	}
}

// config is what the command line asks for.
type config struct {
	runs, warmup, traceLimit int
	maxTime                  time.Duration
	profile                  bool
	trace                    string
	cpuProfile               string
	resultsDir               string
}

func run(c *cli.Context) error {
	name := c.App.Name
	cfg := config{
		runs:       c.Int("runs"),
		warmup:     c.Int("warmup"),
		maxTime:    c.Duration("max-time"),
		traceLimit: c.Int("trace-limit"),
		profile:    c.Bool("profile"),
		trace:      c.String("trace"),
		cpuProfile: c.String("cpuprofile"),
		resultsDir: c.String("results-npy-dir"),
	}
	if cfg.runs < 1 || cfg.warmup < 0 || cfg.maxTime < 0 {
		return fmt.Errorf("%s: --runs must be at least 1, --warmup and --max-time at least 0", name)
	}
	if c.String("args") != "" && len(c.StringSlice("arg-npy")) > 0 {
		return fmt.Errorf("%s: use either --args or --arg-npy, not both", name)
	}
	if c.Int64("num-replicas") < 0 || c.Int64("num-partitions") < 0 {
		return fmt.Errorf("%s: --num-replicas and --num-partitions must be positive", name)
	}
	var maxMemory int64
	if s := c.String("max-memory"); s != "" {
		var err error
		if maxMemory, err = interp.ParseBytes(s); err != nil {
			return fmt.Errorf("%s: --max-memory: %w", name, err)
		}
	}
	source, fileName, err := driver.ReadInput(c)
	if err != nil {
		return err
	}

	mem := startMemorySampler(2 * time.Millisecond)
	rep := &report{Program: fileName, Runs: cfg.runs, Warmup: cfg.warmup}

	// Load and compile, as interp.Load does, keeping the module for the
	// grid attributes.
	start := time.Now()
	ctx := stablehlo.NewContext(c.Bool("allow-unregistered-dialect"))
	defer ctx.Close()
	m, err := ctx.ParseModule(source, fileName)
	if err != nil {
		return err
	}
	defer m.Close()
	if err := m.Verify(); err != nil {
		return err
	}
	prog, err := interp.CompileWithOptions(m, interp.CompileOptions{NoFusion: c.Bool("no-fusion"), NoStorageCache: c.Bool("no-storage-cache")})
	if err != nil {
		return fmt.Errorf("compiling %s: %w", fileName, err)
	}
	rep.LoadCompile = duration(time.Since(start))

	entry := c.String("entry")
	if entry == "" {
		if entry, err = prog.EntryFunction(); err != nil {
			return fmt.Errorf("%s: %w", fileName, err)
		}
	}
	rep.Entry = entry
	var args []interp.Value
	if text := c.String("args"); text != "" {
		if args, err = driver.ParseArgs(ctx, text); err != nil {
			return err
		}
	} else if paths := c.StringSlice("arg-npy"); len(paths) > 0 {
		if args, err = driver.ReadNPYArgs(prog, entry, paths); err != nil {
			return err
		}
	}
	replicas, parts, err := driver.GridShape(m, c.Int64("num-replicas"), c.Int64("num-partitions"))
	if err != nil {
		return fmt.Errorf("%s: %w", fileName, err)
	}
	rep.Replicas, rep.Partitions = replicas, parts
	var lastPeak int64
	call, err := newCaller(prog, entry, args, replicas, parts, maxMemory, &rep.PeakLiveBytes, &lastPeak)
	if err != nil {
		return fmt.Errorf("%s: %w", fileName, err)
	}

	// The first call, then the warm-up and timed calls.
	start = time.Now()
	results, err := call(interp.RunOptions{})
	if err != nil {
		return err
	}
	rep.FirstCall = duration(time.Since(start))
	if err := writeResults(cfg.resultsDir, entry, results); err != nil {
		return err
	}
	results = nil
	collectLarge(lastPeak)
	warmup := cfg.warmup
	if cfg.maxTime > 0 {
		warmup = min(warmup, int(cfg.maxTime/max(time.Duration(rep.FirstCall), 1)))
	}
	for i := 0; i < warmup; i++ {
		if _, err := call(interp.RunOptions{}); err != nil {
			return err
		}
		collectLarge(lastPeak)
	}
	rep.Warmup = warmup
	var times []time.Duration
	var spent time.Duration
	stopCPU, err := startCPUProfile(cfg.cpuProfile)
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	defer stopCPU() // after an error; the normal path stops it below
	faults := minorFaults()
	for len(times) < cfg.runs && (cfg.maxTime == 0 || len(times) == 0 || spent < cfg.maxTime) {
		start = time.Now()
		if _, err := call(interp.RunOptions{}); err != nil {
			return err
		}
		d := time.Since(start)
		times = append(times, d)
		spent += d
		collectLarge(lastPeak)
	}
	rep.MinorFaultsPerCall = float64(minorFaults()-faults) / float64(len(times))
	if err := stopCPU(); err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	rep.RetainedBytes = prog.CachedStorage()
	rep.Runs = len(times)
	rep.setTimes(times)
	rep.PeakHeapBytes, rep.PeakGoMemoryBytes = mem.stop()
	rep.MaxRSSBytes = maxRSS()

	// The profiled call, after the measurements it would disturb.
	if cfg.profile || cfg.trace != "" {
		prof := newProfile(cfg.traceLimit, cfg.trace != "")
		start = time.Now()
		if _, err := call(interp.RunOptions{Profiler: prof}); err != nil {
			return err
		}
		wall := time.Since(start)
		if cfg.profile {
			rep.Profile = prof.table(wall)
			rep.ProfiledCall = duration(wall)
		}
		if cfg.trace != "" {
			if err := writeTraceFile(cfg.trace, prof, start, rep); err != nil {
				return err
			}
		}
	}

	if c.Bool("json") {
		enc := json.NewEncoder(os.Stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(rep)
	}
	return rep.print(os.Stdout)
}

// largeCall is the peak of live tensor bytes from which a call's garbage
// is collected before the next call (see collectLarge).
const largeCall = 64 << 20

// collectLarge runs the garbage collector, outside the timed calls, after
// a call whose tensors took at least largeCall bytes: the call's results
// and released tensors are garbage by then, and the collector, pacing
// itself on the live heap, would otherwise let the next call allocate
// next to them, so that the process held two calls' tensors at once.
func collectLarge(callPeak int64) {
	if callPeak >= largeCall {
		runtime.GC()
	}
}

// caller runs the program once; grids return the results of every process
// one after the other.
type caller func(opts interp.RunOptions) ([]interp.Value, error)

// newCaller binds the program, entry function and arguments of every call.
// Every call runs under the budget maxMemory, raises *peak to its peak of
// live tensor bytes and sets *last (when not nil) to it.
func newCaller(prog *interp.Program, entry string, args []interp.Value, replicas, parts, maxMemory int64, peak, last *int64) (caller, error) {
	var stats interp.MemoryStats
	measured := func(opts interp.RunOptions) interp.RunOptions {
		opts.MaxMemory, opts.Memory = maxMemory, &stats
		return opts
	}
	record := func() {
		*peak = max(*peak, stats.Peak)
		if last != nil {
			*last = stats.Peak
		}
	}
	if replicas*parts == 1 {
		return func(opts interp.RunOptions) ([]interp.Value, error) {
			res, err := prog.Run(entry, args, measured(opts))
			record()
			return res, err
		}, nil
	}
	gridArgs, err := driver.GridArgs(prog, entry, args, replicas*parts)
	if err != nil {
		return nil, err
	}
	return func(opts interp.RunOptions) ([]interp.Value, error) {
		procs, err := prog.RunGrid(interp.GridConfig{NumReplicas: replicas, NumPartitions: parts, Entry: entry, Args: gridArgs, Options: measured(opts)})
		record()
		if err != nil {
			return nil, err
		}
		var all []interp.Value
		for _, p := range procs {
			all = append(all, p.Results...)
		}
		return all, nil
	}, nil
}

// writeResults writes the results of the first call as .npy files.
func writeResults(dir, entry string, results []interp.Value) error {
	return driver.WriteNPYResults(dir, entry, nil, results)
}

// writeTraceFile writes the profiled call as a Chrome trace.
func writeTraceFile(path string, prof *profile, origin time.Time, rep *report) error {
	f, err := os.Create(path)
	if err != nil {
		return fmt.Errorf("--trace: %w", err)
	}
	werr := prof.writeTrace(f, origin, rep.Program+" @"+rep.Entry)
	if cerr := f.Close(); werr == nil {
		werr = cerr
	}
	if werr != nil {
		return fmt.Errorf("writing trace %s: %w", path, werr)
	}
	return nil
}

// print writes the report for people.
func (r *report) print(w io.Writer) error {
	var b []byte
	p := func(format string, a ...any) { b = fmt.Appendf(b, format, a...) }
	p("program:        %s (@%s", r.Program, r.Entry)
	if r.Replicas*r.Partitions > 1 {
		p(", %dx%d process grid", r.Replicas, r.Partitions)
	}
	p(")\n")
	p("load+compile:   %s\n", r.LoadCompile)
	p("first call:     %s\n", r.FirstCall)
	p("per call:       min %s  median %s  mean %s  (%d runs, %d warm-up)\n", r.Min, r.Median, r.Mean, r.Runs, r.Warmup)
	p("page faults:    %.0f minor faults per call\n", r.MinorFaultsPerCall)
	p("peak Go heap:   %s (Go runtime total %s)\n", mib(r.PeakHeapBytes), mib(r.PeakGoMemoryBytes))
	p("max RSS:        %s\n", mib(r.MaxRSSBytes))
	p("peak live:      %s of tensors the interpreter allocated (arguments and constants excluded)\n", mib(uint64(r.PeakLiveBytes)))
	p("retained:       %s of released storage kept for the next call (in the Go heap, not live)\n", mib(uint64(r.RetainedBytes)))
	if r.Profile != nil {
		p("\nprofile of one call (%s; total includes nested operations, self excludes them):\n", r.ProfiledCall)
		b = appendProfileTable(b, r.Profile)
	}
	_, err := w.Write(b)
	return err
}

// mib renders a byte count in MiB.
func mib(n uint64) string { return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20)) }
