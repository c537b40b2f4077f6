// Command stablehlo-translate-go runs StableHLO programs with the Go
// interpreter (--interpret): it parses and verifies the input, compiles it
// once and runs its entry function, printing the results.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/urfave/cli/v2"

	"github.com/stablehlo-go/stablehlo/dialect/stablehlo"
	"github.com/stablehlo-go/stablehlo/interp"
	"github.com/stablehlo-go/stablehlo/interp/tensor"
	"github.com/stablehlo-go/stablehlo/mlirc"
	"github.com/stablehlo-go/stablehlo/tools/internal/driver"
)

func main() {
	defer driver.RecoverMain("stablehlo-translate-go")
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
		Name:      "stablehlo-translate-go",
		Usage:     "run StableHLO programs with the Go interpreter",
		UsageText: "stablehlo-translate-go --interpret [options] [input file, default stdin]",
		Description: "With a grid of more than one process (--num-replicas x --num-partitions), every process\n" +
			"runs the entry function and the results are printed per process, in row-major grid order.\n" +
			"--args then gives either the arguments of one call, passed to every process, or the\n" +
			"arguments of every process one after the other, in row-major grid order.",
		Flags: []cli.Flag{
			&cli.BoolFlag{Name: "interpret", Usage: "interpret the input (the only translation)"},
			&cli.BoolFlag{Name: "split-input-file", Usage: "split the input on '// -----' lines and run each part on its own"},
			&cli.StringFlag{Name: "entry", Usage: "function to run (default: @main, or the only public function)"},
			&cli.StringFlag{Name: "args", Usage: "arguments as an MLIR array of dense attributes, e.g. '[dense<1> : tensor<2xi32>]'"},
			&cli.StringSliceFlag{Name: "arg-npy", Usage: "an argument read from a .npy file (repeat in argument order; instead of --args)"},
			&cli.StringFlag{Name: "results-npy-dir", Usage: "also write every result as a .npy file into this directory: <entry>_result<i>.npy " +
				"(<entry>_r<replica>_p<partition>_result<i>.npy on a grid), prefixed with part<k>_ for the k-th part (from 0) under --split-input-file"},
			&cli.BoolFlag{Name: "interpreter-print-dense", Usage: "print results as dense attributes"},
			&cli.StringFlag{Name: "probe-output-dir", Usage: "directory for interpreter.probe output"},
			&cli.BoolFlag{Name: "allow-unregistered-dialect", Usage: "accept operations of unknown dialects"},
			&cli.Int64Flag{Name: "num-replicas", Usage: "replicas of the process grid that runs the entry function (default: the module's mhlo.num_replicas, else 1)"},
			&cli.Int64Flag{Name: "num-partitions", Usage: "partitions of the process grid that runs the entry function (default: the module's mhlo.num_partitions, else 1)"},
			&cli.IntFlag{Name: "max-call-depth", Value: interp.DefaultMaxCallDepth, Usage: "how deeply func.call may nest before the run fails"},
			&cli.DurationFlag{Name: "timeout", Usage: "stop a run of the entry function that takes longer than this (e.g. 30s, 5m; 0: no limit; per part under --split-input-file)"},
		},
		HideHelpCommand: true,
		Action:          run,
	}
}

func run(c *cli.Context) error {
	if !c.Bool("interpret") {
		return fmt.Errorf("stablehlo-translate-go: no translation selected (use --interpret)")
	}
	source, fileName, err := driver.ReadInput(c)
	if err != nil {
		return err
	}
	if driver.IsEmpty(source) {
		return fmt.Errorf("%s: error: empty input", fileName)
	}
	if err := driver.CheckSource(source, fileName); err != nil {
		return err
	}

	ctx := stablehlo.NewContext(c.Bool("allow-unregistered-dialect"))
	defer ctx.Close()

	var args []interp.Value
	if text := c.String("args"); text != "" {
		if args, err = driver.ParseArgs(ctx, text); err != nil {
			return err
		}
	}
	npyArgs := c.StringSlice("arg-npy")
	if len(npyArgs) > 0 && c.String("args") != "" {
		return fmt.Errorf("stablehlo-translate-go: use either --args or --arg-npy, not both")
	}
	opts := runOptions{
		npyArgs:  npyArgs,
		npyDir:   c.String("results-npy-dir"),
		entry:    c.String("entry"),
		args:     args,
		dense:    c.Bool("interpreter-print-dense"),
		probeDir: c.String("probe-output-dir"),
		replicas: c.Int64("num-replicas"),
		parts:    c.Int64("num-partitions"),
		maxDepth: c.Int("max-call-depth"),
		timeout:  c.Duration("timeout"),
	}
	if opts.replicas < 0 || opts.parts < 0 {
		return fmt.Errorf("stablehlo-translate-go: --num-replicas and --num-partitions must be positive")
	}
	if opts.maxDepth < 1 {
		return fmt.Errorf("stablehlo-translate-go: --max-call-depth must be positive")
	}
	if opts.timeout < 0 {
		return fmt.Errorf("stablehlo-translate-go: --timeout must not be negative")
	}
	failed, internal := false, false
	split := c.Bool("split-input-file")
	if split {
		driver.WarnNearMisses(os.Stderr, string(source), fileName)
	}
	for k, chunk := range driver.Split(string(source), split) {
		o := opts
		if split {
			// Every part writes its own files: part<k>_<entry>_result<i>.npy.
			o.npyPrefix = fmt.Sprintf("part%d_", k)
		}
		if err := runChunk(ctx, chunk.Text, fileName, o, os.Stdout); err != nil {
			var ie *interp.InternalError
			if errors.As(err, &ie) {
				// A bug of the interpreter, not of the input.
				driver.ReportCrash(os.Stderr, driver.Crash{Tool: "stablehlo-translate-go", Message: err.Error(), Location: ie.Loc, Stack: ie.Stack})
				internal = true
			} else {
				fmt.Fprintln(os.Stderr, err)
			}
			failed = true
		}
	}
	if internal {
		return cli.Exit("", driver.ExitInternalError)
	}
	if failed {
		return cli.Exit("", 1)
	}
	return nil
}

type runOptions struct {
	// npyArgs are .npy files holding the arguments; npyDir receives the
	// results as .npy files, whose names start with npyPrefix.
	npyArgs   []string
	npyDir    string
	npyPrefix string
	entry     string
	args      []interp.Value
	dense     bool
	probeDir  string
	// replicas and parts are the grid's shape (0: from the module).
	replicas, parts int64
	// maxDepth bounds func.call nesting; timeout, when positive, bounds
	// the run's time.
	maxDepth int
	timeout  time.Duration
}

// runChunk parses, verifies, compiles and runs one input.
func runChunk(ctx *mlirc.Context, text, fileName string, opts runOptions, out io.Writer) error {
	m, err := ctx.ParseModule([]byte(text), fileName)
	if err != nil {
		return err
	}
	defer m.Close()
	if err := m.Verify(); err != nil {
		return err
	}
	prog, err := interp.Compile(m)
	if err != nil {
		return err
	}
	if len(prog.Functions()) == 0 {
		return nil
	}
	// --entry takes the symbol with or without its '@'.
	entry := strings.TrimPrefix(opts.entry, "@")
	if entry == "" {
		if entry, err = prog.EntryFunction(); err != nil {
			return fmt.Errorf("%s: %w", fileName, err)
		}
	} else if prog.Function(entry) == nil {
		public := prog.PublicFunctions()
		if len(public) == 0 {
			return fmt.Errorf("%s: --entry: no function @%s in the module, which has no public functions", fileName, entry)
		}
		return fmt.Errorf("%s: --entry: no function @%s in the module; its public functions are @%s", fileName, entry, strings.Join(public, ", @"))
	}
	if len(opts.npyArgs) > 0 {
		if opts.args, err = readNPYArgs(prog, entry, opts.npyArgs); err != nil {
			return err
		}
	}
	replicas, parts, err := gridShape(m, opts)
	if err != nil {
		return fmt.Errorf("%s: %w", fileName, err)
	}
	runOpts := interp.RunOptions{ProbeDir: opts.probeDir, Output: out, MaxCallDepth: opts.maxDepth}
	if opts.timeout > 0 {
		runCtx, cancel := context.WithTimeout(context.Background(), opts.timeout)
		defer cancel()
		runOpts.Context = runCtx
	}
	err = runEntry(prog, entry, fileName, replicas, parts, opts, runOpts, out)
	if err != nil && opts.timeout > 0 && errors.Is(err, context.DeadlineExceeded) {
		return fmt.Errorf("%w (the run took longer than --timeout %s)", err, opts.timeout)
	}
	return err
}

// runEntry runs the entry function on one process or on a grid and prints
// (and saves) its results.
func runEntry(prog *interp.Program, entry, fileName string, replicas, parts int64, opts runOptions, runOpts interp.RunOptions, out io.Writer) error {
	if replicas*parts == 1 {
		results, err := prog.Run(entry, opts.args, runOpts)
		if err != nil {
			return err
		}
		// The results are printed even when writing them as .npy fails.
		if err := printResults(out, fmt.Sprintf("Evaluated results of function: %s\n", entry), results, opts.dense); err != nil {
			return err
		}
		return writeNPYResults(opts.npyDir, opts.npyPrefix+entry, results)
	}
	args, err := gridArgs(prog, entry, opts.args, replicas*parts)
	if err != nil {
		return fmt.Errorf("%s: %w", fileName, err)
	}
	procs, err := prog.RunGrid(interp.GridConfig{NumReplicas: replicas, NumPartitions: parts, Entry: entry, Args: args, Options: runOpts})
	if err != nil {
		return err
	}
	var npyErr error
	for _, p := range procs {
		header := fmt.Sprintf("Evaluated results of function: %s on process %s\n", entry, p.Process)
		if err := printResults(out, header, p.Results, opts.dense); err != nil {
			return err
		}
		name := fmt.Sprintf("%s%s_r%d_p%d", opts.npyPrefix, entry, p.Process.Replica, p.Process.Partition)
		if err := writeNPYResults(opts.npyDir, name, p.Results); err != nil && npyErr == nil {
			npyErr = err
		}
	}
	return npyErr
}

// printResults writes a header and one line per result.
func printResults(out io.Writer, header string, results []interp.Value, dense bool) error {
	var b strings.Builder
	b.WriteString(header)
	for _, r := range results {
		b.WriteString(formatValue(r, dense))
		b.WriteString("\n")
	}
	_, err := io.WriteString(out, b.String())
	return err
}

// gridShape returns the process grid's shape: the flags, else the module's
// mhlo.num_replicas and mhlo.num_partitions attributes, else 1. It checks
// the shape (positive sizes, at most interp.MaxGridProcesses processes)
// before anything is allocated for it, naming where each size came from.
func gridShape(m *mlirc.Module, opts runOptions) (replicas, parts int64, err error) {
	op, opErr := m.Operation()
	size := func(flag string, fromFlag int64, attr string) (int64, string, error) {
		if fromFlag != 0 {
			return fromFlag, fmt.Sprintf("--%s %d", flag, fromFlag), nil
		}
		if opErr != nil {
			return 1, "", nil
		}
		a := op.Attribute(attr)
		if a.IsNull() {
			return 1, "", nil
		}
		if !a.IsInteger() {
			return 0, "", fmt.Errorf("module attribute %s must be an integer", attr)
		}
		if a.Int() <= 0 {
			return 0, "", fmt.Errorf("module attribute %s = %d must be positive", attr, a.Int())
		}
		return a.Int(), fmt.Sprintf("%s = %d", attr, a.Int()), nil
	}
	replicas, rFrom, err := size("num-replicas", opts.replicas, "mhlo.num_replicas")
	if err != nil {
		return 0, 0, err
	}
	parts, pFrom, err := size("num-partitions", opts.parts, "mhlo.num_partitions")
	if err != nil {
		return 0, 0, err
	}
	if err := interp.CheckGridShape(replicas, parts); err != nil {
		var from []string
		for _, f := range []string{rFrom, pFrom} {
			if f != "" {
				from = append(from, f)
			}
		}
		return 0, 0, fmt.Errorf("%s: %w", strings.Join(from, ", "), err)
	}
	return replicas, parts, nil
}

// gridArgs deals --args to the processes: the same arguments to every
// process when they fit one call, else one call's worth per process in
// row-major grid order.
func gridArgs(prog *interp.Program, entry string, args []interp.Value, n int64) ([][]interp.Value, error) {
	fn := prog.Function(entry)
	if fn == nil {
		return nil, fmt.Errorf("no function @%s in the module", entry)
	}
	k := len(fn.Params)
	out := make([][]interp.Value, n)
	switch {
	case len(args) == k:
		for i := range out {
			out[i] = args
		}
	case int64(len(args)) == int64(k)*n:
		for i := range out {
			out[i] = args[i*k : (i+1)*k]
		}
	default:
		return nil, fmt.Errorf("@%s takes %d arguments: --args must give %d (for every process) or %d (%d processes x %d)", entry, k, k, int64(k)*n, n, k)
	}
	return out, nil
}

// formatValue prints a result as the reference interpreter does.
func formatValue(v interp.Value, dense bool) string {
	switch x := v.(type) {
	case *tensor.Tensor:
		if dense {
			return x.FormatDense()
		}
		return x.Format()
	case interp.Token:
		return "!stablehlo.token"
	case interp.Tuple:
		parts := make([]string, len(x))
		for i, e := range x {
			parts[i] = formatValue(e, dense)
		}
		return "(" + strings.Join(parts, ", ") + ")"
	}
	return fmt.Sprint(v)
}

// readNPYArgs reads the entry function's arguments from .npy files, using
// the parameter types to interpret element kinds NumPy has no dtype for.
func readNPYArgs(prog *interp.Program, entry string, paths []string) ([]interp.Value, error) {
	fn := prog.Function(entry)
	if fn == nil {
		return nil, fmt.Errorf("no function @%s in the module", entry)
	}
	if len(paths) != len(fn.Params) {
		return nil, fmt.Errorf("function @%s takes %d arguments, got %d .npy files", entry, len(fn.Params), len(paths))
	}
	args := make([]interp.Value, len(paths))
	for i, path := range paths {
		f, err := os.Open(path)
		if err != nil {
			return nil, fmt.Errorf("argument %d: %w", i, err)
		}
		var t *tensor.Tensor
		if pt := fn.Params[i].Tensor; pt != nil && pt.IsStatic() {
			t, err = tensor.ReadNPYAs(f, *pt)
		} else {
			t, err = tensor.ReadNPY(f)
		}
		f.Close()
		if err != nil {
			return nil, fmt.Errorf("argument %d (%s): %w", i, path, err)
		}
		args[i] = t
	}
	return args, nil
}

// writeNPYResults writes tensor results as <dir>/<name>_result<i>.npy.
func writeNPYResults(dir, name string, results []interp.Value) error {
	if dir == "" {
		return nil
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("--results-npy-dir: %w", err)
	}
	for i, r := range results {
		t, ok := r.(*tensor.Tensor)
		if !ok {
			continue
		}
		path := filepath.Join(dir, fmt.Sprintf("%s_result%d.npy", name, i))
		f, err := os.Create(path)
		if err != nil {
			return fmt.Errorf("--results-npy-dir: %w", err)
		}
		werr := tensor.WriteNPY(f, t)
		if cerr := f.Close(); werr == nil {
			werr = cerr
		}
		if werr != nil {
			return fmt.Errorf("writing %s: %w", path, werr)
		}
	}
	return nil
}
