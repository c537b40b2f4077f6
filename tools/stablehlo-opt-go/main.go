// Command stablehlo-opt-go parses, verifies, transforms and prints StableHLO
// programs, with the flags people know from mlir-opt: a textual
// --pass-pipeline or one flag per registered pass (MLIR's own and the
// project's Go passes), --split-input-file[=<marker>], --verify-diagnostics,
// --no-implicit-module, IR printing around passes, pass statistics and the
// printing options.
package main

import (
	"fmt"
	"io"
	"os"
	"sort"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/stablehlo-go/stablehlo/dialect/stablehlo"
	"github.com/stablehlo-go/stablehlo/mlirc"
	"github.com/stablehlo-go/stablehlo/passes"
	"github.com/stablehlo-go/stablehlo/tools/internal/driver"
)

func main() {
	defer driver.RecoverMain("stablehlo-opt-go")
	mlirc.RegisterCorePasses()
	if err := passes.RegisterAll(); err != nil {
		fmt.Fprintln(os.Stderr, "stablehlo-opt-go:", err)
		os.Exit(1)
	}
	registered := mlirc.RegisteredPasses()
	passFlags, rest := extractPassFlags(driver.SplitFlagArgs(os.Args[1:]), registered)
	app := newApp(registered, passFlags)
	err := app.Run(append([]string{os.Args[0]}, driver.PermuteArgs(rest, app.Flags)...))
	os.Exit(driver.Report(os.Stderr, app.Name, err))
}

// passFlag is one `--<pass>[=options]` flag, in command-line order.
type passFlag struct{ name, options string }

// extractPassFlags takes the flags naming registered passes out of args,
// keeping their order (it defines the pipeline).
func extractPassFlags(args []string, registered []mlirc.PassInfo) ([]passFlag, []string) {
	known := map[string]bool{}
	for _, p := range registered {
		known[p.Argument] = true
	}
	var flags []passFlag
	var rest []string
	for i, a := range args {
		if a == "--" {
			rest = append(rest, args[i:]...)
			break
		}
		if strings.HasPrefix(a, "-") {
			name := strings.TrimLeft(a, "-")
			opts := ""
			if eq := strings.IndexByte(name, '='); eq >= 0 {
				name, opts = name[:eq], name[eq+1:]
			}
			if known[name] {
				flags = append(flags, passFlag{name, strings.Trim(opts, "{}'\"")})
				continue
			}
		}
		rest = append(rest, a)
	}
	return flags, rest
}

func newApp(registered []mlirc.PassInfo, passFlags []passFlag) *cli.App {
	app := &cli.App{
		Name:         "stablehlo-opt-go",
		Usage:        "parse, verify, transform and print StableHLO programs",
		UsageText:    "stablehlo-opt-go [options] [input file, default stdin]",
		Version:      driver.Version(),
		OnUsageError: driver.OnUsageError,
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "o", Value: "-", Usage: "output file"},
			&cli.StringFlag{Name: "pass-pipeline", Usage: "a textual pass pipeline, e.g. 'builtin.module(inline,func.func(cse))'"},
			&cli.BoolFlag{Name: "split-input-file", Usage: "split the input on '// -----' lines (or on =<marker>) and process each part on its own"},
			&cli.BoolFlag{Name: "verify-diagnostics", Usage: "check diagnostics against expected-* comments in the input"},
			&cli.BoolFlag{Name: "verify-each", Value: true, Usage: "run the verifier after each pass"},
			&cli.BoolFlag{Name: "allow-unregistered-dialect", Usage: "accept operations of unknown dialects"},
			&cli.BoolFlag{Name: "mlir-print-op-generic", Usage: "print operations in the generic form"},
			&cli.BoolFlag{Name: "mlir-print-debuginfo", Usage: "print locations"},
			&cli.BoolFlag{Name: "mlir-pretty-debuginfo", Usage: "print locations in the pretty form"},
			&cli.BoolFlag{Name: "mlir-print-local-scope", Usage: "print with local scope"},
			&cli.IntFlag{Name: "mlir-elide-elementsattrs-if-larger", Usage: "elide elements attributes with more elements than this"},
			&cli.BoolFlag{Name: "mlir-print-ir-before-all", Usage: "print the IR before every pass (to stderr)"},
			&cli.BoolFlag{Name: "mlir-print-ir-after-all", Usage: "print the IR after every pass (to stderr)"},
			&cli.BoolFlag{Name: "mlir-print-ir-after-change", Usage: "print the IR after passes that changed it (to stderr)"},
			&cli.BoolFlag{Name: "mlir-print-ir-after-failure", Usage: "print the IR after a failing pass (to stderr)"},
			&cli.BoolFlag{Name: "mlir-print-ir-module-scope", Usage: "print the whole module when printing IR around passes"},
			&cli.BoolFlag{Name: "mlir-timing", Usage: "report the time each pass took (to stderr)"},
			&cli.BoolFlag{Name: "list-passes", Usage: "list the registered passes and exit"},
			&cli.BoolFlag{Name: "emit-bytecode", Usage: "write the result in MLIR's bytecode format"},
			&cli.BoolFlag{Name: "verify-roundtrip", Usage: "check that the parsed input prints back the same through the generic text form and bytecode"},
			&cli.BoolFlag{Name: "dump-pass-pipeline", Usage: "print the pass pipeline that will run (to stderr)"},
			&cli.BoolFlag{Name: "mlir-disable-threading", Usage: "accepted for compatibility; the tool runs single-threaded"},
			&cli.BoolFlag{Name: "no-implicit-module", Usage: "do not wrap the input in a module: it must hold a single top-level operation"},
			&cli.StringSliceFlag{Name: "mlir-print-ir-before", Usage: "print the IR before the named passes (comma list of pass arguments, to stderr)"},
			&cli.StringSliceFlag{Name: "mlir-print-ir-after", Usage: "print the IR after the named passes (comma list of pass arguments, to stderr)"},
			&cli.BoolFlag{Name: "mlir-pass-statistics", Usage: "report the passes' statistics after the run (to stderr)"},
			&cli.StringFlag{Name: "mlir-pass-statistics-display", Value: "pipeline", Usage: "how to show pass statistics: list (merged per pass) or pipeline"},
			&cli.BoolFlag{Name: "show-dialects", Usage: "print the registered dialects and exit"},
		},
		HideHelpCommand: true,
		Action: func(c *cli.Context) error {
			return run(c, passFlags)
		},
	}
	app.Flags = append(app.Flags, driver.SplitMarkerFlagDef())
	var b strings.Builder
	b.WriteString(cli.AppHelpTemplate)
	b.WriteString("\nPASSES (as --<name>[=options] flags, in pipeline order, or inside --pass-pipeline):\n")
	for _, p := range listedPasses(registered) {
		fmt.Fprintf(&b, "   --%-40s %s\n", p.Argument, p.Description)
	}
	app.CustomAppHelpTemplate = b.String()
	return app
}

// listedPasses returns the passes that --help and --list-passes show, by
// name: every registered pass but the test-go-* passes, which exist for the
// project's tests (they still run when named).
func listedPasses(registered []mlirc.PassInfo) []mlirc.PassInfo {
	var out []mlirc.PassInfo
	for _, p := range registered {
		if !strings.HasPrefix(p.Argument, "test-go-") {
			out = append(out, p)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Argument < out[j].Argument })
	return out
}

func run(c *cli.Context, passFlags []passFlag) error {
	if c.Bool("list-passes") {
		var b strings.Builder
		b.WriteString("Passes:\n")
		for _, p := range listedPasses(mlirc.RegisteredPasses()) {
			fmt.Fprintf(&b, "  --%-40s -   %s\n", p.Argument, p.Description)
		}
		_, err := io.WriteString(os.Stdout, b.String())
		return err
	}
	if c.Bool("show-dialects") {
		return showDialects(c.Bool("allow-unregistered-dialect"))
	}
	before, err := passNames("mlir-print-ir-before", c.StringSlice("mlir-print-ir-before"))
	if err != nil {
		return err
	}
	after, err := passNames("mlir-print-ir-after", c.StringSlice("mlir-print-ir-after"))
	if err != nil {
		return err
	}
	var statistics *mlirc.PassStatisticsDisplay
	if c.Bool("mlir-pass-statistics") {
		mode, err := statisticsDisplay(c.String("mlir-pass-statistics-display"))
		if err != nil {
			return err
		}
		statistics = &mode
	}
	source, fileName, err := driver.ReadInput(c)
	if err != nil {
		return err
	}
	// An empty file is an empty module, as for mlir-opt.
	if err := driver.CheckSource(source, fileName); err != nil {
		return err
	}
	pipeline, err := buildPipeline(c.String("pass-pipeline"), passFlags)
	if err != nil {
		return err
	}

	ctx := stablehlo.NewContext(c.Bool("allow-unregistered-dialect"))
	defer ctx.Close()

	opts := chunkOptions{
		pipeline:   pipeline,
		verifyEach: c.Bool("verify-each"),
		print: mlirc.PrintOptions{
			Generic:            c.Bool("mlir-print-op-generic"),
			DebugInfo:          c.Bool("mlir-print-debuginfo") || c.Bool("mlir-pretty-debuginfo"),
			PrettyDebugInfo:    c.Bool("mlir-pretty-debuginfo"),
			LocalScope:         c.Bool("mlir-print-local-scope"),
			ElideLargeElements: c.Int("mlir-elide-elementsattrs-if-larger"),
		},
		irPrinting: mlirc.IRPrinting{
			BeforeAll:    c.Bool("mlir-print-ir-before-all"),
			AfterAll:     c.Bool("mlir-print-ir-after-all"),
			AfterChange:  c.Bool("mlir-print-ir-after-change"),
			AfterFailure: c.Bool("mlir-print-ir-after-failure"),
			ModuleScope:  c.Bool("mlir-print-ir-module-scope"),
			Before:       before,
			After:        after,
		},
		statistics:       statistics,
		noImplicitModule: c.Bool("no-implicit-module"),
		timing:           c.Bool("mlir-timing"),
		dumpPipeline:     c.Bool("dump-pass-pipeline"),
		bytecode:         c.Bool("emit-bytecode"),
		roundTrip:        c.Bool("verify-roundtrip"),
	}
	if opts.bytecode && c.Bool("split-input-file") {
		return driver.Usagef("--emit-bytecode cannot be combined with --split-input-file")
	}

	verify := c.Bool("verify-diagnostics")
	if verify {
		// As mlir-opt does: expectations name the diagnostics themselves,
		// not the operation dumps attached to them.
		if err := ctx.SetPrintOpOnDiagnostic(false); err != nil {
			return err
		}
	}
	var outputs []string
	failed := false
	marker := driver.SplitMarkerOf(c)
	if c.Bool("split-input-file") && marker == driver.SplitMarker {
		driver.WarnNearMisses(os.Stderr, string(source), fileName)
	}
	for _, chunk := range driver.SplitOn(string(source), marker, c.Bool("split-input-file")) {
		out, diags, ok := processChunk(ctx, chunk.Text, fileName, opts)
		if verify {
			expects, err := driver.ParseExpectations(chunk.Text)
			if err != nil {
				return fmt.Errorf("%s: %w", fileName, err)
			}
			if problems := driver.CheckExpectations(fileName, expects, diags); len(problems) > 0 {
				failed = true
				for _, p := range problems {
					fmt.Fprintln(os.Stderr, p)
				}
			}
		} else {
			for _, d := range diags {
				fmt.Fprintln(os.Stderr, diagnosticText(d))
			}
			if !ok {
				failed = true
			}
		}
		if ok {
			if !opts.bytecode {
				out = textChunk(out)
			}
			outputs = append(outputs, out)
		}
	}
	if err := writeOutput(c.String("o"), strings.Join(outputs, driver.SplitMarker+"\n")); err != nil {
		return err
	}
	if failed {
		return cli.Exit("", 1)
	}
	return nil
}

// buildPipeline combines --pass-pipeline with the individual pass flags.
func buildPipeline(text string, flags []passFlag) (string, error) {
	if text != "" && len(flags) > 0 {
		return "", driver.Usagef("--pass-pipeline cannot be combined with individual pass flags")
	}
	if text != "" {
		return text, nil
	}
	parts := make([]string, len(flags))
	for i, f := range flags {
		parts[i] = f.name
		if f.options != "" {
			parts[i] += "{" + f.options + "}"
		}
	}
	return strings.Join(parts, ","), nil
}

type chunkOptions struct {
	pipeline   string
	verifyEach bool
	print      mlirc.PrintOptions
	irPrinting mlirc.IRPrinting
	timing     bool
	// dumpPipeline prints the pipeline to stderr before it runs.
	dumpPipeline bool
	// bytecode writes the result as MLIR bytecode instead of text.
	bytecode bool
	// roundTrip checks the parsed input with verifyRoundTrip.
	roundTrip bool
	// statistics, when set, reports the passes' statistics in that mode.
	statistics *mlirc.PassStatisticsDisplay
	// noImplicitModule requires the input to hold a single top-level
	// operation, which is what gets transformed and printed.
	noImplicitModule bool
}

// parseInput parses text or bytecode. A portable artifact (bytecode whose
// producer is a StableHLO version) reads as StableHLO when the pipeline has
// passes and none of them is a vhlo pass; otherwise it reads as the vhlo
// module it holds, for the vhlo passes (or printing) to work on.
func parseInput(ctx *mlirc.Context, data []byte, fileName, pipeline string) (*mlirc.Module, error) {
	if pipeline != "" && !strings.Contains(pipeline, "vhlo") && mlirc.IsBytecode(data) {
		if h, err := stablehlo.ReadArtifactHeader(data); err == nil && h.IsStableHLO {
			return stablehlo.ParseModuleOrArtifact(ctx, data, fileName)
		}
	}
	return ctx.ParseModule(data, fileName)
}

// processChunk parses, verifies, transforms and prints one input. It returns
// the printed module, every diagnostic emitted, and whether it succeeded.
func processChunk(ctx *mlirc.Context, text, fileName string, opts chunkOptions) (string, []mlirc.Diagnostic, bool) {
	var diags []mlirc.Diagnostic
	m, err := parseInput(ctx, []byte(text), fileName, opts.pipeline)
	if err != nil {
		return "", diagnosticsOf(err), false
	}
	defer m.Close()
	if err := m.Verify(); err != nil {
		return "", diagnosticsOf(err), false
	}
	// Under --no-implicit-module, a top-level operation other than a module
	// is what the output shows.
	var root mlirc.Operation
	if opts.noImplicitModule {
		var n int
		root, n, err = singleTopLevelOp(m)
		if err != nil {
			return "", diagnosticsOf(err), false
		}
		if n != 1 {
			// Reported at the file's line 0, as mlir-opt does.
			return "", []mlirc.Diagnostic{{Severity: mlirc.SeverityError, File: fileName,
				Message: fmt.Sprintf("source must contain a single top-level operation, found: %d", n)}}, false
		}
	}
	if opts.roundTrip {
		if err := verifyRoundTrip(ctx, m, fileName); err != nil {
			return "", diagnosticsOf(err), false
		}
	}
	if opts.pipeline != "" {
		pm, err := ctx.NewPassManager()
		if err != nil {
			return "", diagnosticsOf(err), false
		}
		defer pm.Close()
		pm.EnableVerifier(opts.verifyEach)
		if opts.timing {
			pm.EnableTiming()
		}
		if opts.statistics != nil {
			pm.EnableStatistics(*opts.statistics)
		}
		ir := opts.irPrinting
		if ir.BeforeAll || ir.AfterAll || ir.AfterChange || ir.AfterFailure || len(ir.Before) > 0 || len(ir.After) > 0 {
			ir.Print = opts.print
			pm.EnableIRPrinting(ir)
		}
		if err := pm.AddPipeline(opts.pipeline); err != nil {
			return "", diagnosticsOf(err), false
		}
		if opts.dumpPipeline {
			fmt.Fprintf(os.Stderr, "Pass Manager pipeline:\n%s\n", pm.Pipeline())
		}
		diags, err = pm.RunWithDiagnostics(m)
		if err != nil {
			return "", diagnosticsOf(err), false
		}
	}
	if opts.bytecode {
		data, err := m.Bytecode()
		if err != nil {
			return "", diagnosticsOf(err), false
		}
		return string(data), diags, true
	}
	if !root.IsNull() {
		return root.Print(opts.print), diags, true
	}
	out, err := m.Print(opts.print)
	if err != nil {
		return "", diagnosticsOf(err), false
	}
	return out, diags, true
}

// singleTopLevelOp counts, for --no-implicit-module, the top-level
// operations of the parsed input, which mlir-opt requires to be one. When
// the input is not a single module, the parser wrapped its operations in an
// implicit module located at the file's line 0: singleTopLevelOp then
// returns their number and the first of them; otherwise it returns 1 and the
// null operation (the input's module is the parsed module itself).
func singleTopLevelOp(m *mlirc.Module) (mlirc.Operation, int, error) {
	op, err := m.Operation()
	if err != nil {
		return mlirc.Operation{}, 0, err
	}
	if _, line, col, ok := op.Location().FileLineCol(); !ok || line != 0 || col != 0 {
		return mlirc.Operation{}, 1, nil
	}
	body, err := m.Body()
	if err != nil {
		return mlirc.Operation{}, 0, err
	}
	ops := body.Operations()
	if len(ops) == 0 {
		return mlirc.Operation{}, 0, nil
	}
	return ops[0], len(ops), nil
}

// diagnosticText renders d as mlir-opt does, also for a diagnostic at a
// file's line 0 (a whole-file error).
func diagnosticText(d mlirc.Diagnostic) string {
	if d.Line == 0 && d.File != "" && len(d.Notes) == 0 {
		return fmt.Sprintf("%s:0:0: %s: %s", d.File, d.Severity, d.Message)
	}
	return d.String()
}

// showDialects prints the registered dialects as mlir-opt --show-dialects
// does.
func showDialects(allowUnregistered bool) error {
	ctx := stablehlo.NewContext(allowUnregistered)
	defer ctx.Close()
	names, err := ctx.RegisteredDialects()
	if err != nil {
		return fmt.Errorf("listing dialects: %w", err)
	}
	_, err = fmt.Fprintf(os.Stdout, "Available Dialects: %s\n", strings.Join(names, ","))
	return err
}

// passNames checks the pass arguments given to flag (comma lists, possibly
// repeated) against the registry, with mlir-opt's message for an unknown
// one.
func passNames(flag string, values []string) ([]string, error) {
	known := map[string]bool{}
	for _, p := range mlirc.RegisteredPasses() {
		known[p.Argument] = true
	}
	var names []string
	for _, v := range values {
		for _, n := range strings.Split(v, ",") {
			n = strings.TrimSpace(n)
			if n == "" {
				continue
			}
			if !known[n] {
				return nil, driver.Usagef("for the --%s option: Cannot find option named '%s'!", flag, n)
			}
			names = append(names, n)
		}
	}
	return names, nil
}

// statisticsDisplay reads --mlir-pass-statistics-display.
func statisticsDisplay(v string) (mlirc.PassStatisticsDisplay, error) {
	switch v {
	case "list":
		return mlirc.StatisticsList, nil
	case "pipeline":
		return mlirc.StatisticsPipeline, nil
	}
	return 0, driver.Usagef("for the --mlir-pass-statistics-display option: Cannot find option named '%s'!", v)
}

// verifyRoundTrip checks, as mlir-opt --verify-roundtrip does, that the
// module reads back to the same IR from its generic text form and from
// bytecode: the generic form with locations of each copy must equal the
// original's.
func verifyRoundTrip(ctx *mlirc.Context, m *mlirc.Module, fileName string) error {
	generic := mlirc.PrintOptions{Generic: true, DebugInfo: true}
	want, err := m.Print(generic)
	if err != nil {
		return err
	}
	data, err := m.Bytecode()
	if err != nil {
		return err
	}
	for _, form := range []struct {
		name string
		data []byte
	}{{"generic text", []byte(want)}, {"bytecode", data}} {
		copied, err := ctx.ParseModule(form.data, fileName)
		if err != nil {
			return fmt.Errorf("%s: error: --verify-roundtrip: the %s form does not parse back: %w", fileName, form.name, err)
		}
		got, err := copied.Print(generic)
		copied.Close()
		if err != nil {
			return err
		}
		if got != want {
			return fmt.Errorf("%s: error: --verify-roundtrip: the %s form reads back to different IR", fileName, form.name)
		}
	}
	return nil
}

// diagnosticsOf returns the diagnostics behind err, or one made from its
// text when it carries none.
func diagnosticsOf(err error) []mlirc.Diagnostic {
	if de, ok := err.(*mlirc.DiagnosticError); ok {
		if len(de.Diagnostics) == 0 {
			return []mlirc.Diagnostic{{Severity: mlirc.SeverityError, Message: de.Summary}}
		}
		return de.Diagnostics
	}
	return []mlirc.Diagnostic{{Severity: mlirc.SeverityError, Message: err.Error()}}
}

// textChunk ends the printed text of one case as mlir-opt does: the last
// line's newline and then an empty line, which also separates the case from
// the split marker of the next one.
func textChunk(text string) string {
	if !strings.HasSuffix(text, "\n") {
		text += "\n"
	}
	return text + "\n"
}

// writeOutput writes the output to path ("-": stdout).
func writeOutput(path, text string) error {
	if path == "-" || path == "" {
		_, err := io.WriteString(os.Stdout, text)
		return err
	}
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		return fmt.Errorf("stablehlo-opt-go: cannot write output: %w", err)
	}
	return nil
}
