package interp

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/stablehlo-go/stablehlo/dialect/stablehlo"
	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// ewCompile parses and compiles a module.
func ewCompile(t testing.TB, src string) *Program {
	t.Helper()
	return mustLoad(t, src)
}

// ewRun compiles src and runs @main with args.
func ewRun(t testing.TB, src string, opts RunOptions, args ...Value) ([]Value, error) {
	t.Helper()
	return ewCompile(t, src).Run("main", args, opts)
}

// ewTypeText spells a tensor type of n elements of kind k.
func ewTypeText(k tensor.Kind, n int) string { return fmt.Sprintf("tensor<%dx%s>", n, k) }

// ewUnaryModule is @main applying op to one argument.
func ewUnaryModule(op string, in, out string) string {
	return fmt.Sprintf(`func.func @main(%%a: %s) -> %s {
  %%r = %s %%a : (%s) -> %s
  func.return %%r : %s
}`, in, out, op, in, out, out)
}

// ewBinaryModule is @main applying op to two arguments of type ty.
func ewBinaryModule(op, ty string) string {
	return fmt.Sprintf(`func.func @main(%%a: %s, %%b: %s) -> %s {
  %%r = %s %%a, %%b : %s
  func.return %%r : %s
}`, ty, ty, ty, op, ty, ty)
}

// ewInts builds a 1-D integer tensor of kind k from values, wrapped to the
// kind's width.
func ewInts(t testing.TB, k tensor.Kind, vals []int64) *tensor.Tensor {
	t.Helper()
	r, err := tensor.FromBits(tensor.NewType(k, int64(len(vals))), func(i int) uint64 { return uint64(vals[i]) })
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// ewFloats builds a 1-D float tensor of kind k, rounding values to k.
func ewFloats(t testing.TB, k tensor.Kind, vals []float64) *tensor.Tensor {
	t.Helper()
	r, err := tensor.FromBits(tensor.NewType(k, int64(len(vals))), func(i int) uint64 {
		if k == tensor.F64 {
			return math.Float64bits(vals[i])
		}
		return tensor.EncodeFloat(k, vals[i])
	})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// ewRun1 runs @main of src and returns its single tensor result.
func ewRun1(t testing.TB, src string, opts RunOptions, args ...Value) *tensor.Tensor {
	t.Helper()
	vals, err := ewRun(t, src, opts, args...)
	if err != nil {
		t.Fatal(err)
	}
	if len(vals) != 1 {
		t.Fatalf("got %d results, want 1", len(vals))
	}
	r, ok := vals[0].(*tensor.Tensor)
	if !ok {
		t.Fatalf("result is %T", vals[0])
	}
	return r
}

// ewSameFloat reports whether two floats are identical (NaNs match any NaN;
// zeros must agree in sign).
func ewSameFloat(x, y float64) bool {
	if x != x || y != y {
		return x != x && y != y
	}
	return x == y && math.Signbit(x) == math.Signbit(y)
}

// ewKinds parses a space-separated list of element types.
func ewKinds(t testing.TB, s string) []tensor.Kind {
	t.Helper()
	var ks []tensor.Kind
	for _, f := range strings.Fields(s) {
		k, err := tensor.ParseKind(f)
		if err != nil {
			t.Fatal(err)
		}
		ks = append(ks, k)
	}
	return ks
}

// ewCompileError parses, verifies and compiles src and returns the first
// error (verification errors are returned with a "verify:" prefix).
func ewCompileError(t testing.TB, src string) error {
	t.Helper()
	ctx := stablehlo.NewContext(false)
	defer ctx.Close()
	m, err := ctx.ParseModule([]byte(src), "test.mlir")
	if err != nil {
		return fmt.Errorf("verify: %w", err)
	}
	defer m.Close()
	if err := m.Verify(); err != nil {
		return fmt.Errorf("verify: %w", err)
	}
	_, err = Compile(m)
	return err
}
