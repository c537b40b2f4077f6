package interp

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// windowCase is a random reduce_window geometry.
type windowCase struct {
	shape, win, strides, baseDil, winDil, lo, hi []int64
}

func (w windowCase) outShape() []int64 {
	out := make([]int64, len(w.shape))
	for d := range out {
		dil := int64(0)
		if w.shape[d] > 0 {
			dil = (w.shape[d]-1)*w.baseDil[d] + 1
		}
		padded := w.lo[d] + dil + w.hi[d]
		dw := (w.win[d]-1)*w.winDil[d] + 1
		if padded > 0 && dw <= padded {
			out[d] = (padded-dw)/w.strides[d] + 1
		}
	}
	return out
}

func paddingText(lo, hi []int64) string {
	if len(lo) == 0 {
		return "dense<> : tensor<0x2xi64>"
	}
	rows := make([]string, len(lo))
	for i := range lo {
		rows[i] = fmt.Sprintf("[%d, %d]", lo[i], hi[i])
	}
	return fmt.Sprintf("dense<[%s]> : tensor<%dx2xi64>", strings.Join(rows, ", "), len(lo))
}

func reduceWindowModule(k tensor.Kind, w windowCase, op string, slow bool) string {
	st := fmt.Sprintf("tensor<%s>", k)
	extra := ""
	if slow {
		extra = fmt.Sprintf("\n    %%9 = \"%s\"(%%x, %%x) : (%s, %s) -> %s", op, st, st, st)
	}
	it, ot := typeText(k, w.shape), typeText(k, w.outShape())
	return fmt.Sprintf(`func.func @main(%%a: %[1]s, %%i: %[3]s) -> %[2]s {
  %%r = "stablehlo.reduce_window"(%%a, %%i) ({
  ^bb0(%%x: %[3]s, %%y: %[3]s):%[5]s
    %%0 = "%[4]s"(%%x, %%y) : (%[3]s, %[3]s) -> %[3]s
    stablehlo.return %%0 : %[3]s
  }) {window_dimensions = %[6]s, window_strides = %[7]s, base_dilations = %[8]s, window_dilations = %[9]s, padding = %[10]s} : (%[1]s, %[3]s) -> %[2]s
  func.return %%r : %[2]s
}`, it, ot, st, op, extra, i64Array(w.win), i64Array(w.strides), i64Array(w.baseDil), i64Array(w.winDil), paddingText(w.lo, w.hi))
}

// refReduceWindow folds every window in lexicographic order with padding
// and dilation holes read as the init value.
func refReduceWindow(w windowCase, op string, in, init *tensor.Tensor) *tensor.Tensor {
	k := in.Kind()
	outShape := w.outShape()
	out, _ := tensor.New(tensor.Type{Kind: k, Shape: outShape})
	val := func(t *tensor.Tensor, i int) complex128 {
		if k.IsInteger() {
			return complex(float64(t.Int(i)), 0)
		}
		return t.Complex(i)
	}
	st := tensor.Strides(w.shape)
	oi := make([]int64, len(outShape))
	for o := 0; o < out.Len(); o++ {
		acc := val(init, 0)
		wi := make([]int64, len(w.win))
		for {
			off, ok := int64(0), true
			for d := range wi {
				pos := oi[d]*w.strides[d] + wi[d]*w.winDil[d] - w.lo[d]
				dil := (w.shape[d]-1)*w.baseDil[d] + 1
				if pos < 0 || pos >= dil || pos%w.baseDil[d] != 0 {
					ok = false
					break
				}
				off += pos / w.baseDil[d] * st[d]
			}
			x := val(init, 0)
			if ok {
				x = val(in, int(off))
			}
			acc = refFold(op, k, acc, x)
			if len(wi) == 0 || !nextIndex(wi, w.win) {
				break
			}
		}
		if k.IsInteger() {
			out.SetBits(o, uint64(int64(real(acc))))
		} else {
			setComplex(out, o, acc)
		}
		if len(oi) > 0 {
			nextIndex(oi, outShape)
		}
	}
	return out
}

func randomWindowCase(rng *rand.Rand) windowCase {
	r := 1 + rng.Intn(3)
	w := windowCase{}
	for d := 0; d < r; d++ {
		w.shape = append(w.shape, int64(1+rng.Intn(5)))
		w.win = append(w.win, int64(1+rng.Intn(3)))
		w.strides = append(w.strides, int64(1+rng.Intn(3)))
		w.baseDil = append(w.baseDil, int64(1+rng.Intn(2)))
		w.winDil = append(w.winDil, int64(1+rng.Intn(2)))
		w.lo = append(w.lo, int64(rng.Intn(4)-1))
		w.hi = append(w.hi, int64(rng.Intn(4)-1))
	}
	if rng.Intn(2) == 0 {
		// Leave the innermost axis alone (the row-combining path).
		d := r - 1
		w.shape[d] = int64(4 + rng.Intn(3))
		w.win[d], w.strides[d], w.baseDil[d], w.winDil[d], w.lo[d], w.hi[d] = 1, 1, 1, 1, 0, 0
	}
	return w
}

func TestReduceWindowAgainstReference(t *testing.T) {
	rng := rand.New(rand.NewSource(6))
	cases := []struct {
		op    string
		kinds []tensor.Kind
	}{
		{"stablehlo.add", []tensor.Kind{tensor.SI64, tensor.UI8, tensor.F32, tensor.BF16, tensor.Complex128, tensor.Bool}},
		{"stablehlo.maximum", []tensor.Kind{tensor.SI8, tensor.F64, tensor.F16}},
		{"stablehlo.minimum", []tensor.Kind{tensor.UI16, tensor.F32}},
		{"stablehlo.multiply", []tensor.Kind{tensor.SI4}},
		{"stablehlo.or", []tensor.Kind{tensor.UI32}},
	}
	for _, c := range cases {
		for _, k := range c.kinds {
			for trial := 0; trial < 8; trial++ {
				w := randomWindowCase(rng)
				in := randomValues(t, rng, tensor.Type{Kind: k, Shape: w.shape})
				init := randomValues(t, rng, tensor.Type{Kind: k, Shape: []int64{}})
				want := refReduceWindow(w, c.op, in, init)
				for _, slow := range []bool{false, true} {
					res := mustRun(t, reduceWindowModule(k, w, c.op, slow), in, init)
					assertEqual(t, fmt.Sprintf("%s %s %+v slow=%v", c.op, k, w, slow), res[0], want)
				}
			}
		}
	}
}

func TestReduceWindowConformanceExample(t *testing.T) {
	w := windowCase{shape: []int64{3, 2}, win: []int64{2, 1}, strides: []int64{4, 1}, baseDil: []int64{2, 1}, winDil: []int64{3, 1}, lo: []int64{2, 0}, hi: []int64{1, 0}}
	in := tensorOf(t, tensor.NewType(tensor.SI64, 3, 2), []float64{1, 2, 3, 4, 5, 6})
	init := tensorOf(t, tensor.NewType(tensor.SI64), []float64{0})
	res := mustRun(t, reduceWindowModule(tensor.SI64, w, "stablehlo.add", false), in, init)
	assertEqual(t, "reduce_window", res[0], tensorOf(t, tensor.NewType(tensor.SI64, 2, 2), []float64{0, 0, 3, 4}))
}

func TestSelectAndScatter(t *testing.T) {
	src := `func.func @main(%op: tensor<4x2xi64>, %src: tensor<2x2xi64>, %init: tensor<i64>) -> tensor<4x2xi64> {
  %r = "stablehlo.select_and_scatter"(%op, %src, %init) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %0 = stablehlo.compare GE, %a, %b : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %0 : tensor<i1>
  }, {
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %0 = stablehlo.add %a, %b : tensor<i64>
    stablehlo.return %0 : tensor<i64>
  }) {window_dimensions = array<i64: 3, 1>, window_strides = array<i64: 2, 1>, padding = dense<[[0, 1], [0, 0]]> : tensor<2x2xi64>} : (tensor<4x2xi64>, tensor<2x2xi64>, tensor<i64>) -> tensor<4x2xi64>
  func.return %r : tensor<4x2xi64>
}`
	i64 := func(vals []float64, dims ...int64) *tensor.Tensor {
		return tensorOf(t, tensor.NewType(tensor.SI64, dims...), vals)
	}
	res := mustRun(t, src, i64([]float64{1, 5, 2, 5, 3, 6, 4, 4}, 4, 2), i64([]float64{5, 6, 7, 8}, 2, 2), i64([]float64{0}))
	assertEqual(t, "select_and_scatter", res[0], i64([]float64{0, 0, 0, 0, 5, 14, 7, 0}, 4, 2))
	// Ties keep the first element (GE); init is added once per element.
	res = mustRun(t, src, i64([]float64{1, 1, 1, 1, 1, 1, 1, 1}, 4, 2), i64([]float64{5, 6, 7, 8}, 2, 2), i64([]float64{100}))
	assertEqual(t, "select_and_scatter ties", res[0], i64([]float64{105, 106, 100, 100, 107, 108, 100, 100}, 4, 2))
}

// selectScatterModule is @main running select_and_scatter with a compare
// select and an add scatter; slow adds an unused op to the select region,
// which forces the region path.
func selectScatterModule(k tensor.Kind, w windowCase, dir, ctype string, slow bool) string {
	st := fmt.Sprintf("tensor<%s>", k)
	extra := ""
	if slow {
		extra = fmt.Sprintf("\n    %%9 = stablehlo.compare EQ, %%a, %%a : (%[1]s, %[1]s) -> tensor<i1>", st)
	}
	ct := ""
	if ctype != "" {
		ct = ", " + ctype
	}
	it, ot := typeText(k, w.shape), typeText(k, w.outShape())
	return fmt.Sprintf(`func.func @main(%%op: %[1]s, %%src: %[2]s, %%init: %[3]s) -> %[1]s {
  %%r = "stablehlo.select_and_scatter"(%%op, %%src, %%init) ({
  ^bb0(%%a: %[3]s, %%b: %[3]s):%[4]s
    %%0 = stablehlo.compare %[5]s, %%a, %%b%[6]s : (%[3]s, %[3]s) -> tensor<i1>
    stablehlo.return %%0 : tensor<i1>
  }, {
  ^bb0(%%a: %[3]s, %%b: %[3]s):
    %%0 = stablehlo.add %%a, %%b : %[3]s
    stablehlo.return %%0 : %[3]s
  }) {window_dimensions = %[7]s, window_strides = %[8]s, padding = %[9]s} : (%[1]s, %[2]s, %[3]s) -> %[1]s
  func.return %%r : %[1]s
}`, it, ot, st, extra, dir, ct, i64Array(w.win), i64Array(w.strides), paddingText(w.lo, w.hi))
}

func TestSelectAndScatterFastPath(t *testing.T) {
	rng := rand.New(rand.NewSource(9))
	kinds := []tensor.Kind{tensor.F32, tensor.SI32, tensor.UI8, tensor.BF16, tensor.F64, tensor.SI4}
	dirs := []string{"GE", "GT", "LE", "LT"}
	for n := 0; n < 40; n++ {
		k := kinds[n%len(kinds)]
		dir := dirs[n%len(dirs)]
		w := randomWindowCase(rng)
		for d := range w.shape {
			w.baseDil[d], w.winDil[d] = 1, 1
			w.lo[d], w.hi[d] = max(w.lo[d], 0), max(w.hi[d], 0)
		}
		out := w.outShape()
		operand, _ := tensor.New(tensor.Type{Kind: k, Shape: w.shape})
		for i := 0; i < operand.Len(); i++ {
			// Few distinct values, so that ties are frequent.
			setComplex(operand, i, complex(float64(rng.Intn(4)), 0))
		}
		source := randomValues(t, rng, tensor.Type{Kind: k, Shape: out})
		init := randomValues(t, rng, tensor.Type{Kind: k, Shape: []int64{}})
		ctype := ""
		if k.IsFloat() && n%3 == 0 {
			ctype = "FLOAT"
		}
		slow := mustRun(t, selectScatterModule(k, w, dir, ctype, true), operand, source, init)
		fast := mustRun(t, selectScatterModule(k, w, dir, ctype, false), operand, source, init)
		assertEqual(t, fmt.Sprintf("%s %s %+v", k, dir, w), fast[0], slow[0].(*tensor.Tensor))
	}
}
