// Command stablehlo-translate-go runs StableHLO programs with the Go
// interpreter (--interpret): it parses and verifies the input, compiles it
// once and runs its entry function, printing the results. It also writes
// portable artifacts (--serialize --target=X.Y.Z) and reads them back as
// StableHLO text (--deserialize); every translation takes an artifact
// wherever it takes text.
package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/urfave/cli/v2"

	"github.com/stablehlo-go/stablehlo/dialect/stablehlo"
	"github.com/stablehlo-go/stablehlo/dialect/stablehlo/jaxexport"
	"github.com/stablehlo-go/stablehlo/interp"
	"github.com/stablehlo-go/stablehlo/interp/tensor"
	"github.com/stablehlo-go/stablehlo/mlirc"
	"github.com/stablehlo-go/stablehlo/tools/internal/driver"
)

func main() {
	defer driver.RecoverMain("stablehlo-translate-go")
	app := newApp()
	err := app.Run(append([]string{os.Args[0]}, driver.PermuteArgs(driver.SplitFlagArgs(os.Args[1:]), app.Flags)...))
	os.Exit(driver.Report(os.Stderr, app.Name, err))
}

func newApp() *cli.App {
	app := &cli.App{
		Name:  "stablehlo-translate-go",
		Usage: "run StableHLO programs with the Go interpreter",
		UsageText: "stablehlo-translate-go --interpret [options] [input file, default stdin]\n" +
			"stablehlo-translate-go --serialize --target=X.Y.Z|current|minimum [--allow-other-dialects] -o artifact.mlirbc [input file]\n" +
			"stablehlo-translate-go --deserialize [-o output.mlir] [artifact file]\n" +
			"(an input may also be a jax.export serialization, whose description --interpret prints first)\n" +
			"stablehlo-translate-go --list-functions [input file, default stdin]\n" +
			"stablehlo-translate-go --check [input file, default stdin]",
		Version:      driver.Version(),
		OnUsageError: driver.OnUsageError,
		Description: "With a grid of more than one process (--num-replicas x --num-partitions), every process\n" +
			"runs the entry function and the results are printed per process, in row-major grid order.\n" +
			"--args then gives either the arguments of one call, passed to every process, or the\n" +
			"arguments of every process one after the other, in row-major grid order.",
		Flags: append(actionFlags(),
			&cli.StringFlag{Name: "artifact-roundtrip", Usage: "with --interpret: before running, write the module as a portable artifact for this target (X.Y.Z, current, minimum) and read it back"},
			&cli.BoolFlag{Name: "allow-other-dialects", Usage: "with --serialize or --artifact-roundtrip: keep ops of dialects other than StableHLO and func (check, interpreter, ...) in the artifact as they are"},
			&cli.StringFlag{Name: "target", Value: "current", Usage: "with --serialize: the StableHLO version the artifact is for, X.Y.Z, current, or minimum (the oldest that can express the input)"},
			&cli.StringFlag{Name: "o", Value: "-", Usage: "write the results to this file instead of stdout"},
			&cli.BoolFlag{Name: "verify-diagnostics", Usage: "check the errors of parsing, verifying and running against expected-* comments in the input, " +
				"as stablehlo-opt-go does (exit 1 when one is unmet or unexpected)"},
			&cli.BoolFlag{Name: "split-input-file", Usage: "split the input on '// -----' lines (or on =<marker>) and run each part on its own"},
			&cli.StringFlag{Name: "entry", Usage: "function to run (default: @main, or the only public function)"},
			&cli.StringFlag{Name: "args", Usage: "arguments as an MLIR array of dense attributes, e.g. '[dense<1> : tensor<2xi32>]', or @FILE to read them from FILE"},
			&cli.StringSliceFlag{Name: "arg-npy", Usage: "an argument read from a .npy file (repeat in argument order; instead of --args)"},
			&cli.StringFlag{Name: "results-npy-dir", Usage: "also write every result as a .npy file into this directory: <entry>_result<i>.npy " +
				"(<entry>_r<replica>_p<partition>_result<i>.npy on a grid), prefixed with part<k>_ for the k-th part (from 0) under --split-input-file"},
			&cli.BoolFlag{Name: "interpreter-print-dense", Usage: "print results as dense attributes"},
			&cli.Int64Flag{Name: "print-limit", Value: tensor.DefaultPrintLimit, Usage: "print a result of more elements than this NumPy-style, with the first and last " +
				"3 entries of each dimension around '...' (0: print every element; not for --interpreter-print-dense)"},
			&cli.StringFlag{Name: "probe-output-dir", Usage: "directory for interpreter.probe output"},
			&cli.BoolFlag{Name: "allow-unregistered-dialect", Usage: "accept operations of unknown dialects"},
			&cli.Int64Flag{Name: "num-replicas", Usage: "replicas of the process grid that runs the entry function (default: the module's mhlo.num_replicas, else 1)"},
			&cli.Int64Flag{Name: "num-partitions", Usage: "partitions of the process grid that runs the entry function (default: the module's mhlo.num_partitions, else 1)"},
			&cli.IntFlag{Name: "max-call-depth", Value: interp.DefaultMaxCallDepth, Usage: "how deeply func.call may nest before the run fails"},
			&cli.StringFlag{Name: "max-memory", Usage: "fail a run (with an error naming the operation) whose live tensors would need more than this many bytes, " +
				"all processes of a grid together (e.g. 512M, 2G; default: three quarters of the physical memory or cgroup limit)"},
			&cli.DurationFlag{Name: "timeout", Usage: "stop a run of the entry function that takes longer than this (e.g. 30s, 5m; 0: no limit; per part under --split-input-file)"},
		),
		HideHelpCommand: true,
		Action:          run,
	}
	app.Flags = append(app.Flags, driver.SplitMarkerFlagDef())
	return app
}

// actionFlags returns the flags that select what the tool does, of which
// exactly one must be given; the usage messages list them from here.
func actionFlags() []cli.Flag {
	return []cli.Flag{
		&cli.BoolFlag{Name: "interpret", Usage: "interpret the input (StableHLO text or a portable artifact)"},
		&cli.BoolFlag{Name: "serialize", Usage: "write the input as a portable artifact (MLIR bytecode of the vhlo dialect) for --target"},
		&cli.BoolFlag{Name: "deserialize", Usage: "read a portable artifact and print it as StableHLO"},
		&cli.BoolFlag{Name: "list-functions", Usage: "list the module's functions with their argument and result names and types, and exit"},
		&cli.BoolFlag{Name: "check", Usage: "compile the input without running it and report every operation the interpreter cannot run, " +
			"one 'loc: error: op: reason' line each on stderr (exit 1 when there is one)"},
		&cli.StringFlag{Name: "save-program", Usage: "compile the input and save the program to this file in the saved-program format, which " +
			"interp.ReadProgram runs without cgo (and --interpret accepts as input)"},
	}
}

// actionList names the action flags as "--a, --b<last>--c", e.g. with last
// " or " or " and ".
func actionList(last string) string {
	flags := actionFlags()
	var b strings.Builder
	for i, f := range flags {
		switch {
		case i == len(flags)-1 && i > 0:
			b.WriteString(last)
		case i > 0:
			b.WriteString(", ")
		}
		b.WriteString("--" + f.Names()[0])
	}
	return b.String()
}

func run(c *cli.Context) error {
	list := c.Bool("list-functions")
	check := c.Bool("check")
	save := c.String("save-program")
	selected := 0
	for _, f := range actionFlags() {
		name := f.Names()[0]
		switch f.(type) {
		case *cli.BoolFlag:
			if c.Bool(name) {
				selected++
			}
		default:
			if c.String(name) != "" {
				selected++
			}
		}
	}
	if selected == 0 {
		return driver.Usagef("no translation selected (use %s)", actionList(" or "))
	}
	if selected > 1 {
		return driver.Usagef("select one of %s", actionList(" and "))
	}
	source, fileName, err := driver.ReadInput(c)
	if err != nil {
		return err
	}
	if driver.IsEmpty(source) {
		return fmt.Errorf("%s: error: empty input", fileName)
	}
	saved := interp.IsSavedProgram(source)
	if saved && (list || save != "" || c.Bool("split-input-file") || c.Bool("verify-diagnostics")) {
		return driver.Usagef("a saved program takes only --interpret or --check")
	}
	if saved && check {
		prog, err := interp.ReadProgram(bytes.NewReader(source))
		if err != nil {
			return fmt.Errorf("%s: %w", fileName, err)
		}
		return prog.Check()
	}
	if !saved {
		if err := driver.CheckSource(source, fileName); err != nil {
			return err
		}
	}
	if save != "" {
		if c.Bool("interpret") || list || c.Bool("split-input-file") {
			return driver.Usagef("--save-program takes no other translation")
		}
		return saveProgram(source, fileName, save, c.Bool("allow-unregistered-dialect"))
	}
	// A jax.export serialization wraps a portable artifact.
	var exported *jaxexport.Exported
	if !mlirc.IsBytecode(source) && jaxexport.Looks(source) {
		if exported, err = jaxexport.Read(source); err != nil {
			return fmt.Errorf("%s: error: %w", fileName, err)
		}
		source = exported.Module
	}

	ctx := stablehlo.NewContext(c.Bool("allow-unregistered-dialect"))
	defer ctx.Close()

	if c.Bool("serialize") || c.Bool("deserialize") {
		return translateArtifact(c, ctx, source, fileName)
	}
	if check {
		return checkModule(ctx, source, fileName)
	}

	out, closeOut, err := driver.OpenOutput(c.String("o"))
	if err != nil {
		return err
	}
	if exported != nil && !list {
		if _, err := io.WriteString(out, exported.Summary()); err != nil {
			closeOut()
			return err
		}
	}
	if list {
		err := listModuleFunctions(ctx, source, fileName, out)
		if cerr := closeOut(); err == nil {
			err = cerr
		}
		return err
	}

	var args []interp.Value
	if text := c.String("args"); text != "" {
		// --args=@FILE reads the literal from FILE, as upstream's tool does.
		if path, ok := strings.CutPrefix(text, "@"); ok {
			data, err := os.ReadFile(path)
			if err != nil {
				closeOut()
				return driver.Usagef("--args: %w", err)
			}
			text = string(data)
		}
		if args, err = driver.ParseArgs(ctx, text); err != nil {
			closeOut()
			return err
		}
	}
	npyArgs := c.StringSlice("arg-npy")
	if len(npyArgs) > 0 && c.String("args") != "" {
		closeOut()
		return driver.Usagef("use either --args or --arg-npy, not both")
	}
	opts := runOptions{
		npyArgs:   npyArgs,
		npyDir:    c.String("results-npy-dir"),
		entry:     c.String("entry"),
		args:      args,
		dense:     c.Bool("interpreter-print-dense"),
		limit:     c.Int64("print-limit"),
		probeDir:  c.String("probe-output-dir"),
		replicas:  c.Int64("num-replicas"),
		parts:     c.Int64("num-partitions"),
		maxDepth:  c.Int("max-call-depth"),
		timeout:   c.Duration("timeout"),
		roundtrip: c.String("artifact-roundtrip"),
		others:    c.Bool("allow-other-dialects"),
	}
	if s := c.String("max-memory"); s != "" {
		if opts.maxMemory, err = interp.ParseBytes(s); err != nil {
			closeOut()
			return driver.Usagef("--max-memory: %w", err)
		}
	}
	if opts.replicas < 0 || opts.parts < 0 {
		closeOut()
		return driver.Usagef("--num-replicas and --num-partitions must be positive")
	}
	verify := c.Bool("verify-diagnostics")
	if verify {
		// Expectations name the diagnostics themselves, not operation dumps.
		if err := ctx.SetPrintOpOnDiagnostic(false); err != nil {
			closeOut()
			return err
		}
	}
	if opts.maxDepth < 1 {
		closeOut()
		return driver.Usagef("--max-call-depth must be positive")
	}
	if opts.timeout < 0 {
		closeOut()
		return driver.Usagef("--timeout must not be negative")
	}
	failed, internal := false, false
	split := c.Bool("split-input-file")
	chunks := []driver.Chunk{{Text: string(source)}}
	if mlirc.IsBytecode(source) {
		// An artifact is one module.
		split = false
	} else {
		marker := driver.SplitMarkerOf(c)
		if split && marker == driver.SplitMarker {
			driver.WarnNearMisses(os.Stderr, string(source), fileName)
		}
		chunks = driver.SplitOn(string(source), marker, split)
	}
	if saved {
		err := runSaved(source, fileName, opts, out)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
		}
		if cerr := closeOut(); cerr != nil {
			return cerr
		}
		if err != nil {
			return cli.Exit("", 1)
		}
		return nil
	}
	for k, chunk := range chunks {
		o := opts
		if split {
			// Every part writes its own files: part<k>_<entry>_result<i>.npy.
			o.npyPrefix = fmt.Sprintf("part%d_", k)
		}
		err := runChunk(ctx, chunk.Text, fileName, o, out)
		if verify {
			expects, perr := driver.ParseExpectations(chunk.Text)
			if perr != nil {
				closeOut()
				return fmt.Errorf("%s: %w", fileName, perr)
			}
			for _, p := range driver.CheckExpectations(fileName, expects, runDiagnostics(err)) {
				fmt.Fprintln(os.Stderr, p)
				failed = true
			}
			continue
		}
		if err != nil {
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
	if err := closeOut(); err != nil {
		return err
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
	// limit is --print-limit: results of more elements are summarised.
	limit    int64
	probeDir string
	// replicas and parts are the grid's shape (0: from the module).
	replicas, parts int64
	// maxDepth bounds func.call nesting; timeout, when positive, bounds
	// the run's time.
	maxDepth int
	timeout  time.Duration
	// roundtrip, when set, is the target of a portable artifact the module
	// goes through before it runs.
	roundtrip string
	// others keeps ops of other dialects in that artifact.
	others bool
	// maxMemory bounds the live tensor bytes of a run (0: the default).
	maxMemory int64
}

// runChunk parses, verifies, compiles and runs one input.
func runChunk(ctx *mlirc.Context, text, fileName string, opts runOptions, out io.Writer) error {
	m, err := stablehlo.ParseModuleOrArtifact(ctx, []byte(text), fileName)
	if err != nil {
		return err
	}
	defer m.Close()
	if err := m.Verify(); err != nil {
		return err
	}
	if opts.roundtrip != "" {
		data, err := stablehlo.SerializeWithOptions(m, opts.roundtrip,
			stablehlo.SerializeOptions{AllowOtherDialects: opts.others})
		if err != nil {
			return fmt.Errorf("%s: error: %w", fileName, err)
		}
		back, err := stablehlo.Deserialize(ctx, data)
		if err != nil {
			return fmt.Errorf("%s: error: %w", fileName, err)
		}
		defer back.Close()
		m = back
	}
	prog, err := interp.Compile(m)
	if err != nil {
		return err
	}
	if len(prog.Functions()) == 0 {
		return nil
	}
	replicas, parts, err := driver.GridShape(m, opts.replicas, opts.parts)
	if err != nil {
		return fmt.Errorf("%s: %w", fileName, err)
	}
	return runProgram(prog, fileName, replicas, parts, func(entry string, n int) []string { return resultFileNames(m, entry, n) }, opts, out)
}

// runSaved reads a saved program and runs it on a grid of the shape the
// flags give (default one process).
func runSaved(source []byte, fileName string, opts runOptions, out io.Writer) error {
	prog, err := interp.ReadProgram(bytes.NewReader(source))
	if err != nil {
		return fmt.Errorf("%s: %w", fileName, err)
	}
	replicas, parts := max(opts.replicas, 1), max(opts.parts, 1)
	names := func(entry string, n int) []string {
		names := make([]string, n)
		for i := range names {
			names[i] = fmt.Sprintf("result%d", i)
		}
		return names
	}
	return runProgram(prog, fileName, replicas, parts, names, opts, out)
}

// saveProgram parses (MLIR text or a portable artifact), verifies and
// compiles source and saves the program.
func saveProgram(source []byte, fileName, path string, allowUnregistered bool) error {
	ctx := stablehlo.NewContext(allowUnregistered)
	defer ctx.Close()
	prog, err := compileSource(ctx, source, fileName)
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	if err := prog.Save(&buf); err != nil {
		return err
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		return fmt.Errorf("--save-program: %w", err)
	}
	return nil
}

// runProgram runs the entry function of a compiled program.
func runProgram(prog *interp.Program, fileName string, replicas, parts int64, fileNames func(entry string, n int) []string, opts runOptions, out io.Writer) error {
	var err error
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
		if opts.args, err = driver.ReadNPYArgs(prog, entry, opts.npyArgs); err != nil {
			return err
		}
	}
	runOpts := interp.RunOptions{ProbeDir: opts.probeDir, Output: out, MaxCallDepth: opts.maxDepth, MaxMemory: opts.maxMemory}
	if opts.timeout > 0 {
		runCtx, cancel := context.WithTimeout(context.Background(), opts.timeout)
		defer cancel()
		runOpts.Context = runCtx
	}
	err = runEntry(fileNames, prog, entry, fileName, replicas, parts, opts, runOpts, out)
	if err != nil && opts.timeout > 0 && errors.Is(err, context.DeadlineExceeded) {
		return fmt.Errorf("%w (the run took longer than --timeout %s)", err, opts.timeout)
	}
	return err
}

// runEntry runs the entry function on one process or on a grid and prints
// (and saves) its results.
func runEntry(fileNames func(entry string, n int) []string, prog *interp.Program, entry, fileName string, replicas, parts int64, opts runOptions, runOpts interp.RunOptions, out io.Writer) error {
	if replicas*parts == 1 {
		results, err := prog.Run(entry, opts.args, runOpts)
		if err != nil {
			return err
		}
		// The results are printed even when writing them as .npy fails.
		if err := printResults(out, fmt.Sprintf("Evaluated results of function: %s\n", entry), results, opts.dense, opts.limit); err != nil {
			return err
		}
		return driver.WriteNPYResults(opts.npyDir, opts.npyPrefix+entry, fileNames(entry, len(results)), results)
	}
	args, err := driver.GridArgs(prog, entry, opts.args, replicas*parts)
	if err != nil {
		return fmt.Errorf("%s: %w", fileName, err)
	}
	procs, err := prog.RunGrid(interp.GridConfig{NumReplicas: replicas, NumPartitions: parts, Entry: entry, Args: args, Options: runOpts})
	if err != nil {
		return err
	}
	var npyErr error
	var names []string
	if len(procs) > 0 {
		names = fileNames(entry, len(procs[0].Results))
	}
	for _, p := range procs {
		header := fmt.Sprintf("Evaluated results of function: %s on process %s\n", entry, p.Process)
		if err := printResults(out, header, p.Results, opts.dense, opts.limit); err != nil {
			return err
		}
		name := fmt.Sprintf("%s%s_r%d_p%d", opts.npyPrefix, entry, p.Process.Replica, p.Process.Partition)
		if err := driver.WriteNPYResults(opts.npyDir, name, names, p.Results); err != nil && npyErr == nil {
			npyErr = err
		}
	}
	return npyErr
}

// listModuleFunctions parses and verifies source and lists its functions.
func listModuleFunctions(ctx *mlirc.Context, source []byte, fileName string, out io.Writer) error {
	m, err := stablehlo.ParseModuleOrArtifact(ctx, source, fileName)
	if err != nil {
		return err
	}
	defer m.Close()
	if err := m.Verify(); err != nil {
		return err
	}
	return listFunctions(m, out)
}

// printResults writes a header and one line per result. Tensors in the
// interpreter's format are streamed (summarised beyond limit elements when
// limit is positive), never built as one string.
func printResults(out io.Writer, header string, results []interp.Value, dense bool, limit int64) error {
	if _, err := io.WriteString(out, header); err != nil {
		return err
	}
	for _, r := range results {
		if t, ok := r.(*tensor.Tensor); ok && !dense {
			if err := t.WriteFormat(out, limit); err != nil {
				return err
			}
		} else if _, err := io.WriteString(out, formatValue(r, dense)); err != nil {
			return err
		}
		if _, err := io.WriteString(out, "\n"); err != nil {
			return err
		}
	}
	return nil
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

// checkModule parses, verifies and compiles the module and returns the
// *interp.CheckError listing the operations the interpreter cannot run (nil
// when it can run them all).
func checkModule(ctx *mlirc.Context, source []byte, fileName string) error {
	prog, err := compileSource(ctx, source, fileName)
	if err != nil {
		return err
	}
	return prog.Check()
}

// compileSource parses source (MLIR text or a portable artifact), verifies
// it and compiles it; the program does not need the module afterwards.
func compileSource(ctx *mlirc.Context, source []byte, fileName string) (*interp.Program, error) {
	m, err := stablehlo.ParseModuleOrArtifact(ctx, source, fileName)
	if err != nil {
		return nil, err
	}
	defer m.Close()
	if err := m.Verify(); err != nil {
		return nil, err
	}
	return interp.Compile(m)
}
