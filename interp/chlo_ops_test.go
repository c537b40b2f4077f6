package interp

import (
	"bufio"
	"fmt"
	"math"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// chloRef is one reference value from testdata/chlo_scipy.txt.
type chloRef struct {
	args []float64
	want float64
}

// loadChloRefs reads testdata/chlo_scipy.txt (written by
// gen_chlo_scipy.py from scipy's results) grouped by function.
func loadChloRefs(t *testing.T) map[string][]chloRef {
	t.Helper()
	f, err := os.Open("testdata/chlo_scipy.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	refs := map[string][]chloRef{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Fields(line)
		var vals []float64
		for _, s := range fields[1:] {
			v, err := strconv.ParseFloat(s, 64)
			if err != nil {
				t.Fatalf("%q: %v", line, err)
			}
			vals = append(vals, v)
		}
		refs[fields[0]] = append(refs[fields[0]], chloRef{vals[:len(vals)-1], vals[len(vals)-1]})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return refs
}

// chloScalar are the float64 functions behind the chlo kernels.
var chloScalar = map[string]func(args []float64) float64{
	"erf":        func(a []float64) float64 { return math.Erf(a[0]) },
	"erfc":       func(a []float64) float64 { return math.Erfc(a[0]) },
	"erf_inv":    func(a []float64) float64 { return math.Erfinv(a[0]) },
	"lgamma":     func(a []float64) float64 { return lgamma(a[0]) },
	"digamma":    func(a []float64) float64 { return digamma(a[0]) },
	"polygamma":  func(a []float64) float64 { return polygamma(a[0], a[1]) },
	"zeta":       func(a []float64) float64 { return hurwitzZeta(a[0], a[1]) },
	"bessel_i1e": func(a []float64) float64 { return besselI1e(a[0]) },
	"sinh":       func(a []float64) float64 { return math.Sinh(a[0]) },
	"cosh":       func(a []float64) float64 { return math.Cosh(a[0]) },
	"tan":        func(a []float64) float64 { return math.Tan(a[0]) },
	"atan":       func(a []float64) float64 { return math.Atan(a[0]) },
	"asinh":      func(a []float64) float64 { return math.Asinh(a[0]) },
	"asin":       func(a []float64) float64 { return asinReal(a[0]) },
	"acos":       func(a []float64) float64 { return acosReal(a[0]) },
	"atanh":      func(a []float64) float64 { return math.Atanh(a[0]) },
	"acosh":      func(a []float64) float64 { return math.Acosh(a[0]) },
}

// chloMaxRelErr bounds the relative error against scipy (absolute error
// where |expected| < 1e-3, near the zeros of digamma, lgamma, ...).
var chloMaxRelErr = map[string]float64{
	"erf": 1e-15, "erfc": 1e-14, "erf_inv": 1e-14, "lgamma": 1e-14,
	"digamma": 1e-13, "polygamma": 1e-12, "zeta": 1e-13, "bessel_i1e": 1e-14,
	"sinh": 1e-15, "cosh": 1e-15, "tan": 1e-15, "atan": 1e-15, "asinh": 1e-15,
	"asin": 1e-15, "acos": 1e-15, "atanh": 1e-15, "acosh": 1e-15,
}

func TestChloSpecialFunctionsMatchScipy(t *testing.T) {
	refs := loadChloRefs(t)
	for name, f := range chloScalar {
		cases := refs[name]
		if len(cases) == 0 {
			t.Errorf("%s: no reference values", name)
			continue
		}
		maxRel, maxAbs := 0.0, 0.0
		for _, c := range cases {
			got := f(c.args)
			switch {
			case math.IsNaN(c.want) || math.IsInf(c.want, 0):
				if !sameFloat(got, c.want) && !(math.IsInf(c.want, 0) && got == c.want) {
					t.Errorf("%s%v = %v, want %v", name, c.args, got, c.want)
				}
				continue
			case math.Abs(c.want) < 1e-3:
				maxAbs = math.Max(maxAbs, math.Abs(got-c.want))
			default:
				maxRel = math.Max(maxRel, math.Abs(got-c.want)/math.Abs(c.want))
			}
			tol := chloMaxRelErr[name]
			if err := math.Abs(got - c.want); err > tol*math.Max(math.Abs(c.want), 1e-3) || math.IsNaN(got) {
				t.Errorf("%s%v = %v, want %v (error %.3g)", name, c.args, got, c.want, err)
			}
		}
		t.Logf("%-10s %4d values: max relative error %.2e, max absolute error near zero %.2e", name, len(cases), maxRel, maxAbs)
	}
}

func TestChloSpecialValues(t *testing.T) {
	nan, inf := math.NaN(), math.Inf(1)
	for _, c := range []struct {
		name string
		got  float64
		want float64
	}{
		{"digamma(0)", digamma(0), nan},
		{"digamma(-3)", digamma(-3), nan},
		{"digamma(+inf)", digamma(inf), inf},
		{"digamma(nan)", digamma(nan), nan},
		{"zeta(1, 2)", hurwitzZeta(1, 2), inf},
		{"zeta(0.5, 2)", hurwitzZeta(0.5, 2), nan},
		{"zeta(2, -1)", hurwitzZeta(2, -1), inf},
		{"zeta(2.5, -1.5)", hurwitzZeta(2.5, -1.5), nan},
		{"polygamma(1.5, 2)", polygamma(1.5, 2), nan},
		{"polygamma(-1, 2)", polygamma(-1, 2), nan},
		{"i1e(0)", besselI1e(0), 0},
		{"i1e(+inf)", besselI1e(inf), 0},
		{"i1e(nan)", besselI1e(nan), nan},
	} {
		if !sameFloat(c.got, c.want) {
			t.Errorf("%s = %v, want %v", c.name, c.got, c.want)
		}
	}
}

// chloUnaryModule is @main applying a chlo unary op as upstream prints it.
func chloUnaryModule(op, in, out string) string {
	return fmt.Sprintf(`func.func @main(%%a: %s) -> %s {
  %%r = %s %%a : %s -> %s
  func.return %%r : %s
}`, in, out, op, in, out, out)
}

// TestChloUnaryKernels runs the kernels on every float kind: the result is
// the float64 function of the (rounded) input, rounded once to the kind.
func TestChloUnaryKernels(t *testing.T) {
	inputs := map[string][]float64{
		"erf": {-2.5, -0.3, 0, 0.7, 3}, "erfc": {-1, 0.2, 2.5}, "erf_inv": {-0.9, -0.1, 0, 0.5, 0.99},
		"lgamma": {-2.5, 0.3, 1, 4.5, 20}, "digamma": {-2.5, 0.3, 1, 4.5, 20}, "bessel_i1e": {-30, -1, 0.5, 7},
		"sinh": {-2, 0.5, 3}, "cosh": {-2, 0.5, 3}, "tan": {-1, 0.2, 1.3}, "atan": {-9, 0.4, 2},
		"asinh": {-9, 0.4, 2}, "asin": {-0.9, 0.1, 0.6}, "acos": {-0.9, 0.1, 0.6}, "atanh": {-0.9, 0.1, 0.6},
		"acosh": {1, 1.5, 30},
	}
	for name, xs := range inputs {
		f := chloScalar[name]
		for _, k := range []tensor.Kind{tensor.F16, tensor.BF16, tensor.F32, tensor.F64} {
			ty := vecType(k, len(xs))
			in := floatsTensor(t, k, xs)
			got := run1(t, chloUnaryModule("chlo."+name, ty, ty), RunOptions{}, in)
			for i := range xs {
				x := in.Float(i)
				want := tensor.RoundFloat(k, f([]float64{x}))
				if !sameFloat(got.Float(i), want) {
					t.Errorf("chlo.%s %s(%v) = %v, want %v", name, k, x, got.Float(i), want)
				}
			}
		}
	}
}

func TestChloSquareConjIsInf(t *testing.T) {
	sq := run1(t, chloUnaryModule("chlo.square", "tensor<3xf32>", "tensor<3xf32>"), RunOptions{}, floatsTensor(t, tensor.F32, []float64{-3, 0, 7}))
	if fmt.Sprint(sq.Float32s()) != "[9 0 49]" {
		t.Errorf("square = %v", sq.Float32s())
	}
	c, _ := tensor.FromSlice(tensor.NewType(tensor.Complex64, 2), []complex64{complex(1, 2), complex(-3, -4)})
	cj := run1(t, chloUnaryModule("chlo.conj", "tensor<2xcomplex<f32>>", "tensor<2xcomplex<f32>>"), RunOptions{}, c)
	if fmt.Sprint(cj.Complex64s()) != "[(1-2i) (-3+4i)]" {
		t.Errorf("conj = %v", cj.Complex64s())
	}
	xs := []float64{math.Inf(1), math.Inf(-1), math.NaN(), 0, 65504}
	for op, want := range map[string]string{
		"chlo.is_inf": "[true true false false false]", "chlo.is_pos_inf": "[true false false false false]",
		"chlo.is_neg_inf": "[false true false false false]",
	} {
		r := run1(t, chloUnaryModule(op, "tensor<5xf16>", "tensor<5xi1>"), RunOptions{}, floatsTensor(t, tensor.F16, xs))
		if fmt.Sprint(r.Bools()) != want {
			t.Errorf("%s = %v, want %s", op, r.Bools(), want)
		}
	}
}

// chloBinaryModule is @main applying a chlo binary op as upstream prints it.
func chloBinaryModule(op, ty string) string {
	return fmt.Sprintf(`func.func @main(%%a: %s, %%b: %s) -> %s {
  %%r = %s %%a, %%b : %s, %s -> %s
  func.return %%r : %s
}`, ty, ty, ty, op, ty, ty, ty, ty)
}

func TestChloNextAfter(t *testing.T) {
	xs := []float64{1, 1, 0, 0, -1, 2, math.NaN(), math.Inf(1)}
	ys := []float64{2, 0, 1, -1, -2, 2, 1, 0}
	for _, k := range []tensor.Kind{tensor.F16, tensor.BF16, tensor.F32, tensor.F64} {
		ty := vecType(k, len(xs))
		r := run1(t, chloBinaryModule("chlo.next_after", ty), RunOptions{}, floatsTensor(t, k, xs), floatsTensor(t, k, ys))
		for i := range xs {
			var want float64
			switch k {
			case tensor.F32:
				want = float64(math.Nextafter32(float32(xs[i]), float32(ys[i])))
			case tensor.F64:
				want = math.Nextafter(xs[i], ys[i])
			default:
				// One step of the kind's spacing.
				want = tensor.DecodeFloat(k, nextAfterBits(k, tensor.EncodeFloat(k, xs[i]), tensor.EncodeFloat(k, ys[i])))
			}
			if !sameFloat(r.Float(i), want) {
				t.Errorf("next_after %s(%v, %v) = %v, want %v", k, xs[i], ys[i], r.Float(i), want)
			}
		}
	}
	// Spot checks of the narrow kinds: the neighbours of 1.
	if got := tensor.DecodeFloat(tensor.F16, nextAfterBits(tensor.F16, tensor.EncodeFloat(tensor.F16, 1), tensor.EncodeFloat(tensor.F16, 2))); got != 1+1.0/1024 {
		t.Errorf("f16 next_after(1, 2) = %v", got)
	}
	if got := tensor.DecodeFloat(tensor.BF16, nextAfterBits(tensor.BF16, tensor.EncodeFloat(tensor.BF16, 1), tensor.EncodeFloat(tensor.BF16, 0))); got != 1-1.0/256 {
		t.Errorf("bf16 next_after(1, 0) = %v", got)
	}
	if got := tensor.DecodeFloat(tensor.F16, nextAfterBits(tensor.F16, 0, tensor.EncodeFloat(tensor.F16, -1))); got != -math.Ldexp(1, -24) {
		t.Errorf("f16 next_after(0, -1) = %v", got)
	}
}

func TestChloPolygammaZetaKernels(t *testing.T) {
	ty := "tensor<3xf32>"
	r := run1(t, chloBinaryModule("chlo.polygamma", ty), RunOptions{}, floatsTensor(t, tensor.F32, []float64{0, 1, 2}), floatsTensor(t, tensor.F32, []float64{1, 1, 1}))
	// ψ(1) = -γ, ψ'(1) = π²/6, ψ''(1) = -2ζ(3).
	want := []float64{-0.5772156649015329, math.Pi * math.Pi / 6, -2 * 1.2020569031595942}
	for i, w := range want {
		if got := r.Float(i); got != float64(float32(w)) {
			t.Errorf("polygamma(%d, 1) = %v, want %v", i, got, float32(w))
		}
	}
	z := run1(t, chloBinaryModule("chlo.zeta", ty), RunOptions{}, floatsTensor(t, tensor.F32, []float64{2, 4, 3}), floatsTensor(t, tensor.F32, []float64{1, 1, 2}))
	wantZ := []float64{math.Pi * math.Pi / 6, math.Pow(math.Pi, 4) / 90, 1.2020569031595942 - 1}
	for i, w := range wantZ {
		if got := z.Float(i); got != float64(float32(w)) {
			t.Errorf("zeta case %d = %v, want %v", i, got, float32(w))
		}
	}
}

func TestChloTopK(t *testing.T) {
	src := `func.func @main(%a: tensor<2x5xf32>) -> (tensor<2x3xf32>, tensor<2x3xi32>) {
  %v, %i = chlo.top_k(%a, k = 3) : tensor<2x5xf32> -> (tensor<2x3xf32>, tensor<2x3xi32>)
  func.return %v, %i : tensor<2x3xf32>, tensor<2x3xi32>
}`
	nan := math.NaN()
	in, _ := tensor.FromSlice(tensor.NewType(tensor.F32, 2, 5), []float32{1, 3, 3, -1, 2, float32(nan), 0, float32(math.Inf(1)), -5, 0})
	res, err := runWith(t, src, RunOptions{}, in)
	if err != nil {
		t.Fatal(err)
	}
	v, i := res[0].(*tensor.Tensor), res[1].(*tensor.Tensor)
	if got := fmt.Sprint(v.Float32s(), i.Int32s()); got != "[3 3 2 NaN +Inf 0] [1 2 4 0 2 1]" {
		t.Errorf("top_k = %s", got)
	}

	src = `func.func @main(%a: tensor<6xui8>) -> (tensor<2xui8>, tensor<2xi32>) {
  %v, %i = chlo.top_k(%a, k = 2) : tensor<6xui8> -> (tensor<2xui8>, tensor<2xi32>)
  func.return %v, %i : tensor<2xui8>, tensor<2xi32>
}`
	res, err = runWith(t, src, RunOptions{}, intsTensor(t, tensor.UI8, []int64{5, 200, 7, 255, 200, 0}))
	if err != nil {
		t.Fatal(err)
	}
	v, i = res[0].(*tensor.Tensor), res[1].(*tensor.Tensor)
	if got := fmt.Sprint(v.Uint8s(), i.Int32s()); got != "[255 200] [3 1]" {
		t.Errorf("top_k ui8 = %s", got)
	}
}

func TestChloConstants(t *testing.T) {
	src := `func.func @main(%a: tensor<3xbf16>) -> (tensor<3xbf16>, tensor<2xi32>) {
  %0 = "chlo.constant_like"(%a) {value = 1.5 : bf16} : (tensor<3xbf16>) -> tensor<3xbf16>
  %1 = chlo.constant dense<[4, -2]> : tensor<2xi32>
  func.return %0, %1 : tensor<3xbf16>, tensor<2xi32>
}`
	res, err := runWith(t, src, RunOptions{}, floatsTensor(t, tensor.BF16, []float64{0, 1, 2}))
	if err != nil {
		t.Fatal(err)
	}
	a, b := res[0].(*tensor.Tensor), res[1].(*tensor.Tensor)
	if a.Float(0) != 1.5 || a.Float(2) != 1.5 || fmt.Sprint(b.Int32s()) != "[4 -2]" {
		t.Errorf("constants: %v %v", a, b)
	}
}

func TestChloBroadcastKernels(t *testing.T) {
	src := `func.func @main(%a: tensor<2x3xf32>, %b: tensor<3xf32>, %c: tensor<2xf32>, %p: tensor<3xi1>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xi1>, tensor<2x3xf32>) {
  %0 = chlo.broadcast_add %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %1 = chlo.broadcast_multiply %c, %a {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %2 = chlo.broadcast_compare %a, %b {comparison_direction = #chlo<comparison_direction GT>} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xi1>
  %3 = chlo.broadcast_select %p, %a, %b : (tensor<3xi1>, tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  func.return %0, %1, %2, %3 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xi1>, tensor<2x3xf32>
}`
	a, _ := tensor.FromSlice(tensor.NewType(tensor.F32, 2, 3), []float32{1, 2, 3, 4, 5, 6})
	b, _ := tensor.FromSlice(tensor.NewType(tensor.F32, 3), []float32{10, 0, 5})
	c, _ := tensor.FromSlice(tensor.NewType(tensor.F32, 2), []float32{2, -1})
	p, _ := tensor.FromSlice(tensor.NewType(tensor.Bool, 3), []bool{true, false, true})
	res, err := runWith(t, src, RunOptions{}, a, b, c, p)
	if err != nil {
		t.Fatal(err)
	}
	got := fmt.Sprint(res[0].(*tensor.Tensor).Float32s(), res[1].(*tensor.Tensor).Float32s(), res[2].(*tensor.Tensor).Bools(), res[3].(*tensor.Tensor).Float32s())
	want := "[11 2 8 14 5 11] [2 4 6 -4 -5 -6] [false true false false true true] [1 0 3 4 0 6]"
	if got != want {
		t.Errorf("got %s, want %s", got, want)
	}
}
