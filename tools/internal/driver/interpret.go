package driver

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/stablehlo-go/stablehlo/interp"
	"github.com/stablehlo-go/stablehlo/interp/tensor"
	"github.com/stablehlo-go/stablehlo/mlirc"
)

// ReadNPYArgs reads the entry function's arguments from .npy files, using
// the parameter types to interpret element kinds NumPy has no dtype for.
func ReadNPYArgs(prog *interp.Program, entry string, paths []string) ([]interp.Value, error) {
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

// WriteNPYResults writes tensor result i as <dir>/<name>_<fileNames[i]>.npy
// (see resultFileNames), or <dir>/<name>_result<i>.npy past fileNames.
func WriteNPYResults(dir, name string, fileNames []string, results []interp.Value) error {
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
		suffix := fmt.Sprintf("result%d", i)
		if i < len(fileNames) {
			suffix = fileNames[i]
		}
		path := filepath.Join(dir, fmt.Sprintf("%s_%s.npy", name, suffix))
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

// GridShape returns the process grid's shape: the flags, else the module's
// mhlo.num_replicas and mhlo.num_partitions attributes, else 1. It checks
// the shape (positive sizes, at most interp.MaxGridProcesses processes)
// before anything is allocated for it, naming where each size came from.
func GridShape(m *mlirc.Module, flagReplicas, flagParts int64) (replicas, parts int64, err error) {
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
	replicas, rFrom, err := size("num-replicas", flagReplicas, "mhlo.num_replicas")
	if err != nil {
		return 0, 0, err
	}
	parts, pFrom, err := size("num-partitions", flagParts, "mhlo.num_partitions")
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

// GridArgs deals the arguments to the processes: the same arguments to every
// process when they fit one call, else one call's worth per process in
// row-major grid order.
func GridArgs(prog *interp.Program, entry string, args []interp.Value, n int64) ([][]interp.Value, error) {
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
