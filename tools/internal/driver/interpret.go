package driver

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/stablehlo-go/stablehlo/interp"
	"github.com/stablehlo-go/stablehlo/interp/tensor"
	"github.com/stablehlo-go/stablehlo/mlirc"
)

// ReadNPYArgs reads the arguments of function entry from .npy files, one
// per parameter in order, using the parameter types to interpret element
// kinds NumPy has no dtype for.
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

// WriteNPYResults writes the tensor results of a call as
// <dir>/<name>_result<i>.npy (nothing when dir is empty).
func WriteNPYResults(dir, name string, results []interp.Value) error {
	if dir == "" {
		return nil
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("results directory: %w", err)
	}
	for i, r := range results {
		t, ok := r.(*tensor.Tensor)
		if !ok {
			continue
		}
		path := filepath.Join(dir, fmt.Sprintf("%s_result%d.npy", name, i))
		f, err := os.Create(path)
		if err != nil {
			return fmt.Errorf("results directory: %w", err)
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

// GridShape returns the shape of the process grid that runs a module: the
// given sizes where positive, else the module's mhlo.num_replicas and
// mhlo.num_partitions attributes, else 1.
func GridShape(m *mlirc.Module, replicas, parts int64) (int64, int64) {
	op, err := m.Operation()
	if err != nil {
		return max(replicas, 1), max(parts, 1)
	}
	fromModule := func(name string) int64 {
		if a := op.Attribute(name); !a.IsNull() && a.IsInteger() && a.Int() > 0 {
			return a.Int()
		}
		return 1
	}
	if replicas <= 0 {
		replicas = fromModule("mhlo.num_replicas")
	}
	if parts <= 0 {
		parts = fromModule("mhlo.num_partitions")
	}
	return replicas, parts
}

// GridArgs deals arguments to the n processes of a grid: the same
// arguments to every process when they fit one call, else one call's worth
// per process in row-major grid order.
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
		return nil, fmt.Errorf("@%s takes %d arguments: give %d (for every process) or %d (%d processes x %d)", entry, k, k, int64(k)*n, n, k)
	}
	return out, nil
}
