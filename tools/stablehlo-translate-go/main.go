// Command stablehlo-translate-go runs StableHLO programs with the Go
// interpreter (--interpret): it parses and verifies the input, compiles it
// once and runs its entry function, printing the results.
package main

import (
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/stablehlo-go/stablehlo/dialect/stablehlo"
	"github.com/stablehlo-go/stablehlo/interp"
	"github.com/stablehlo-go/stablehlo/interp/tensor"
	"github.com/stablehlo-go/stablehlo/mlirc"
	"github.com/stablehlo-go/stablehlo/tools/internal/driver"
)

func main() {
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
		Flags: []cli.Flag{
			&cli.BoolFlag{Name: "interpret", Usage: "interpret the input (the only translation)"},
			&cli.BoolFlag{Name: "split-input-file", Usage: "split the input on '// -----' lines and run each part on its own"},
			&cli.StringFlag{Name: "entry", Usage: "function to run (default: @main, or the only public function)"},
			&cli.StringFlag{Name: "args", Usage: "arguments as an MLIR array of dense attributes, e.g. '[dense<1> : tensor<2xi32>]'"},
			&cli.BoolFlag{Name: "interpreter-print-dense", Usage: "print results as dense attributes"},
			&cli.StringFlag{Name: "probe-output-dir", Usage: "directory for interpreter.probe output"},
			&cli.BoolFlag{Name: "allow-unregistered-dialect", Usage: "accept operations of unknown dialects"},
		},
		HideHelpCommand: true,
		Action:          run,
	}
}

func run(c *cli.Context) error {
	if !c.Bool("interpret") {
		return fmt.Errorf("stablehlo-translate-go: no translation selected (use --interpret)")
	}
	if c.NArg() > 1 {
		return fmt.Errorf("stablehlo-translate-go: expected at most one input file, got %d", c.NArg())
	}
	input := "-"
	if c.NArg() == 1 {
		input = c.Args().First()
	}
	var source []byte
	var err error
	fileName := input
	if input == "-" {
		source, err = io.ReadAll(os.Stdin)
		fileName = "<stdin>"
	} else {
		source, err = os.ReadFile(input)
	}
	if err != nil {
		return fmt.Errorf("stablehlo-translate-go: cannot read input: %w", err)
	}

	ctx := stablehlo.NewContext(c.Bool("allow-unregistered-dialect"))
	defer ctx.Close()

	var args []interp.Value
	if text := c.String("args"); text != "" {
		if args, err = parseArgs(ctx, text); err != nil {
			return err
		}
	}
	opts := runOptions{
		entry:    c.String("entry"),
		args:     args,
		dense:    c.Bool("interpreter-print-dense"),
		probeDir: c.String("probe-output-dir"),
	}
	failed := false
	for _, chunk := range driver.Split(string(source), c.Bool("split-input-file")) {
		if err := runChunk(ctx, chunk.Text, fileName, opts, os.Stdout); err != nil {
			fmt.Fprintln(os.Stderr, err)
			failed = true
		}
	}
	if failed {
		return cli.Exit("", 1)
	}
	return nil
}

type runOptions struct {
	entry    string
	args     []interp.Value
	dense    bool
	probeDir string
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
	entry := opts.entry
	if entry == "" {
		if entry, err = prog.EntryFunction(); err != nil {
			return fmt.Errorf("%s: %w", fileName, err)
		}
	}
	results, err := prog.Run(entry, opts.args, interp.RunOptions{ProbeDir: opts.probeDir, Output: out})
	if err != nil {
		return err
	}
	var b strings.Builder
	fmt.Fprintf(&b, "Evaluated results of function: %s\n", entry)
	for _, r := range results {
		b.WriteString(formatValue(r, opts.dense))
		b.WriteString("\n")
	}
	_, err = io.WriteString(out, b.String())
	return err
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

const argsExample = "i.e. --args=[dense<1> : tensor<2xi32>, ...]"

// parseArgs parses --args: an array attribute of dense elements attributes.
func parseArgs(ctx *mlirc.Context, text string) ([]interp.Value, error) {
	if !strings.HasPrefix(strings.TrimSpace(text), "[") {
		return nil, fmt.Errorf("expectected array attribute string for args, %s", argsExample)
	}
	attr, err := ctx.ParseAttribute(text)
	if err != nil || !attr.IsArray() {
		return nil, fmt.Errorf("expectected array attribute string for args, %s", argsExample)
	}
	var out []interp.Value
	for _, e := range attr.Elements() {
		if !e.IsDenseElements() {
			return nil, fmt.Errorf("expected dense elements attribute for args elements, %s", argsExample)
		}
		t, err := interp.TensorFromAttribute(e)
		if err != nil {
			return nil, fmt.Errorf("--args: %w", err)
		}
		out = append(out, t)
	}
	return out, nil
}
