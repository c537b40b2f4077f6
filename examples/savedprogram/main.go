// Command savedprogram runs a saved StableHLO program with the pure-Go
// runtime: it needs no cgo and no MLIR, so it builds with CGO_ENABLED=0 and
// cross-compiles (GOOS=linux GOARCH=arm64, GOOS=js GOARCH=wasm, ...).
//
// Save a program with the tools, then run it:
//
//	stablehlo-translate-go --save-program=softmax.shlo examples/softmax.mlir
//	CGO_ENABLED=0 go run ./examples/savedprogram softmax.shlo [ARG.npy ...]
//
// It runs the entry function (@main, or the only public function) with the
// arguments read from the .npy files and prints each result.
package main

import (
	"bufio"
	"fmt"
	"os"

	"github.com/stablehlo-go/stablehlo/interp"
	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

func main() {
	if err := run(os.Args[1:]); err != nil {
		fmt.Fprintln(os.Stderr, "savedprogram:", err)
		os.Exit(1)
	}
}

func run(args []string) error {
	if len(args) < 1 {
		return fmt.Errorf("usage: savedprogram PROGRAM [ARG.npy ...]")
	}
	f, err := os.Open(args[0])
	if err != nil {
		return err
	}
	defer f.Close()
	prog, err := interp.ReadProgram(bufio.NewReader(f))
	if err != nil {
		return fmt.Errorf("%s: %w", args[0], err)
	}
	entry, err := prog.EntryFunction()
	if err != nil {
		return err
	}
	var in []interp.Value
	for _, path := range args[1:] {
		t, err := readNPY(path)
		if err != nil {
			return err
		}
		in = append(in, t)
	}
	results, err := prog.Run(entry, in, interp.RunOptions{})
	if err != nil {
		return err
	}
	fn := prog.Function(entry)
	out := bufio.NewWriter(os.Stdout)
	for i, r := range results {
		name := fmt.Sprintf("result %d", i)
		if i < len(fn.ResultNames) && fn.ResultNames[i] != "" {
			name += " (" + fn.ResultNames[i] + ")"
		}
		fmt.Fprintf(out, "%s: %v\n", name, r)
	}
	return out.Flush()
}

func readNPY(path string) (*tensor.Tensor, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	t, err := tensor.ReadNPY(bufio.NewReader(f))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return t, nil
}
