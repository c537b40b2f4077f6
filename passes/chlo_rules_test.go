package passes

import (
	"fmt"
	"math"
	"sort"
	"strings"
	"testing"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
	"github.com/stablehlo-go/stablehlo/mlirc"
)

// chloInputs are operands of the elementwise special functions, inside
// every domain tested (the edges are covered by tests/chlo).
var chloInputs = map[string][]float64{
	"chlo.acos": {-0.9, -0.5, 0, 0.25, 0.75}, "chlo.asin": {-0.9, -0.5, 0, 0.25, 0.75},
	"chlo.atanh": {-0.9, -0.5, 0, 0.25, 0.75}, "chlo.acosh": {1, 1.25, 2, 7, 30},
	"chlo.asinh": {-7, -0.5, 0, 0.25, 3}, "chlo.atan": {-7, -0.5, 0, 0.25, 3},
	"chlo.cosh": {-3, -0.5, 0, 0.25, 2}, "chlo.sinh": {-3, -0.5, 0, 0.25, 2},
	"chlo.tan": {-1, -0.5, 0, 0.25, 1}, "chlo.erf": {-3, -0.5, 0, 0.25, 1.5},
	"chlo.erfc": {-3, -0.5, 0, 0.25, 1.5}, "chlo.erf_inv": {-0.9, -0.5, 0, 0.25, 0.75},
	"chlo.lgamma": {-2.5, 0.5, 1.5, 3, 7.25}, "chlo.digamma": {-2.5, 0.5, 1.5, 3, 7.25},
	"chlo.bessel_i1e": {-9, -0.5, 0, 2, 12}, "chlo.square": {-3, -0.5, 0, 0.25, 2},
	"chlo.conj": {-3, -0.5, 0, 0.25, 2},
}

// runChlo parses src (with chlo ops), interprets it as it is and after
// pipeline, and returns both results and the rewritten module's op counts.
func runChlo(t *testing.T, src, pipeline string) (direct, rewritten *tensor.Tensor, ops map[string]int) {
	t.Helper()
	ctx := newContext(t)
	m := parse(t, ctx, src)
	want, err := interpret(m)
	if err != nil {
		t.Fatalf("interpreting the chlo ops: %v", err)
	}
	runPipeline(t, ctx, m, pipeline)
	ops = opsIn(t, m)
	for name := range ops {
		if strings.HasPrefix(name, "chlo.") {
			text, _ := m.Print(mlirc.PrintOptions{})
			t.Fatalf("%s left after %s:\n%s", name, pipeline, text)
		}
	}
	got, err := interpret(m)
	if err != nil {
		t.Fatalf("interpreting the rewritten program: %v", err)
	}
	return want[0], got[0], ops
}

// chloClose checks got against want elementwise within tol (relative to the
// larger magnitude, with an absolute floor).
func chloClose(got, want *tensor.Tensor, tol float64) error {
	for i := 0; i < want.Len(); i++ {
		var g, w []float64
		if want.Kind().IsComplex() {
			gc, wc := got.Complex(i), want.Complex(i)
			g, w = []float64{real(gc), imag(gc)}, []float64{real(wc), imag(wc)}
		} else {
			g, w = []float64{got.Float(i)}, []float64{want.Float(i)}
		}
		for j := range g {
			if math.Abs(g[j]-w[j]) > tol*math.Max(1, math.Max(math.Abs(g[j]), math.Abs(w[j]))) {
				return fmt.Errorf("element %d: got %v, want %v", i, g[j], w[j])
			}
		}
	}
	return nil
}

// TestChloUnaryTypes rewrites every elementwise unary CHLO op on each float
// type (and complex types where the op takes them): f16 and bf16 are
// computed in f32 (a convert in and out), f32 and f64 in their own type,
// and the rewritten program computes what the interpreter's CHLO kernels
// compute.
func TestChloUnaryTypes(t *testing.T) {
	names := make([]string, 0, len(chloInputs))
	for n := range chloInputs {
		names = append(names, n)
	}
	sort.Strings(names)
	tols := map[string]float64{"f64": 1e-12, "f32": 2e-6, "f16": 2e-3, "bf16": 1.6e-2,
		"complex<f32>": 2e-6, "complex<f64>": 1e-12}
	for _, name := range names {
		u := chloUnary[name]
		types := []string{"f64", "f32", "f16", "bf16"}
		if u.complex {
			types = append(types, "complex<f32>", "complex<f64>")
		}
		for _, elem := range types {
			t.Run(name+"/"+elem, func(t *testing.T) {
				xs := chloInputs[name]
				vals := make([]string, len(xs))
				for i, x := range xs {
					vals[i] = fmt.Sprintf("%.17e", x)
					if strings.HasPrefix(elem, "complex") {
						vals[i] = fmt.Sprintf("(%.17e, %.17e)", x, x/4)
					}
				}
				ty := fmt.Sprintf("tensor<%dx%s>", len(xs), elem)
				src := fmt.Sprintf("func.func @main() -> %[1]s {\n  %%x = stablehlo.constant dense<[%[2]s]> : %[1]s\n  %%r = %[3]s %%x : %[1]s -> %[1]s\n  return %%r : %[1]s\n}",
					ty, strings.Join(vals, ", "), name)
				want, got, ops := runChlo(t, src, "builtin.module(func.func(chlo-legalize-to-stablehlo))")
				narrow := elem == "f16" || elem == "bf16"
				if u.upcast && narrow && ops["stablehlo.convert"] != 2 {
					t.Errorf("%d converts, want 2 (into f32 and back)", ops["stablehlo.convert"])
				}
				if u.wideComplex && elem == "complex<f32>" && ops["stablehlo.convert"] != 2 {
					t.Errorf("%d converts, want 2 (into complex<f64> and back)", ops["stablehlo.convert"])
				}
				if !narrow && !(u.wideComplex && elem == "complex<f32>") && ops["stablehlo.convert"] != 0 {
					t.Errorf("%d converts in a %s computation", ops["stablehlo.convert"], elem)
				}
				if err := chloClose(got, want, tols[elem]); err != nil {
					t.Error(err)
				}
			})
		}
	}
}

// TestChloBinaryOps checks next_after, zeta and polygamma (in their
// broadcasting forms too) against the interpreter's kernels.
func TestChloBinaryOps(t *testing.T) {
	for _, c := range []struct{ op, x, y, elem string }{
		{"chlo.next_after", "[0.0, 1.0, -1.0, 1.5, 2.0]", "[1.0, 0.0, -2.0, 1.5, -3.0]", "f32"},
		{"chlo.next_after", "[0.0, 1.0, -1.0, 1.5, 2.0]", "[-1.0, 2.0, 0.0, 1.5, 3.0]", "f64"},
		{"chlo.next_after", "[0.0, 1.0, -1.0, 1.5, 2.0]", "[-1.0, 2.0, 0.0, 1.5, 3.0]", "bf16"},
		{"chlo.zeta", "[2.0, 3.0, 4.5, 2.0, 6.0]", "[1.0, 2.0, 0.5, 30.0, 3.0]", "f64"},
		{"chlo.zeta", "[2.0, 3.0, 4.5, 2.0, 6.0]", "[1.0, 2.0, 0.5, 30.0, 3.0]", "f32"},
		{"chlo.polygamma", "[0.0, 1.0, 2.0, 3.0, 1.0]", "[0.5, 2.0, 3.5, 1.25, 10.0]", "f64"},
		{"chlo.polygamma", "[0.0, 1.0, 2.0, 3.0, 1.0]", "[0.5, 2.0, 3.5, 1.25, 10.0]", "f32"},
		{"chlo.broadcast_zeta", "[2.0, 3.0, 4.5, 2.0, 6.0]", "[1.0, 2.0, 0.5, 30.0, 3.0]", "f64"},
		{"chlo.broadcast_polygamma", "[0.0, 1.0, 2.0, 3.0, 1.0]", "[0.5, 2.0, 3.5, 1.25, 10.0]", "f32"},
	} {
		t.Run(c.op+"/"+c.elem, func(t *testing.T) {
			ty := "tensor<5x" + c.elem + ">"
			sig := fmt.Sprintf("%[1]s, %[1]s -> %[1]s", ty)
			if strings.HasPrefix(c.op, "chlo.broadcast_") {
				sig = fmt.Sprintf("(%[1]s, %[1]s) -> %[1]s", ty)
			}
			src := fmt.Sprintf("func.func @main() -> %[1]s {\n  %%x = stablehlo.constant dense<%[2]s> : %[1]s\n  %%y = stablehlo.constant dense<%[3]s> : %[1]s\n  %%r = %[4]s %%x, %%y : %[5]s\n  return %%r : %[1]s\n}",
				ty, c.x, c.y, c.op, sig)
			want, got, _ := runChlo(t, src, "builtin.module(func.func(chlo-pre-serialization-pipeline))")
			tol := map[string]float64{"f64": 1e-12, "f32": 1e-5, "bf16": 0}[c.elem]
			if err := chloClose(got, want, tol); err != nil {
				t.Error(err)
			}
		})
	}
}

// TestChloTopK checks top_k's sort and slices, ties and NaNs included.
func TestChloTopK(t *testing.T) {
	src := `func.func @main() -> (tensor<2x3xf32>, tensor<2x3xi32>) {
  %x = stablehlo.constant dense<[[3.0, 1.0, 0x7FC00000, 1.0, 5.0], [2.0, 2.0, -1.0, 2.0, 0.0]]> : tensor<2x5xf32>
  %v, %i = chlo.top_k(%x, k = 3) : tensor<2x5xf32> -> (tensor<2x3xf32>, tensor<2x3xi32>)
  return %v, %i : tensor<2x3xf32>, tensor<2x3xi32>
}`
	ctx := newContext(t)
	m := parse(t, ctx, src)
	runPipeline(t, ctx, m, "builtin.module(func.func(chlo-legalize-to-stablehlo))")
	ops := opsIn(t, m)
	if ops["stablehlo.sort"] != 1 || ops["stablehlo.slice"] != 2 || ops["chlo.top_k"] != 0 {
		t.Errorf("ops after the rewrite: %v", ops)
	}
	out, err := interpret(m)
	if err != nil {
		t.Fatal(err)
	}
	if got := out[1].FormatDense(); got != "dense<[[2, 4, 0], [0, 1, 3]]> : tensor<2x3xi32>" {
		t.Errorf("indices %s", got)
	}
}
