package interp

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// convCase is a random convolution configuration; the layouts give, for
// every axis, "b"/"f" (or "i"/"o" for the kernel) or a spatial number.
type convCase struct {
	inLayout, kLayout, outLayout []string
	n, ci, cout, fgc, bgc        int64
	inSp, kSp                    []int64
	strides, lhsDil, rhsDil      []int64
	lo, hi                       []int64
	rev                          []bool
}

func (c convCase) outSp() []int64 {
	out := make([]int64, len(c.inSp))
	for d := range out {
		dil := int64(0)
		if c.inSp[d] > 0 {
			dil = (c.inSp[d]-1)*c.lhsDil[d] + 1
		}
		padded := c.lo[d] + dil + c.hi[d]
		dw := (c.kSp[d]-1)*c.rhsDil[d] + 1
		if padded > 0 && dw <= padded {
			out[d] = (padded-dw)/c.strides[d] + 1
		}
	}
	return out
}

// shapeOf lays sizes out by a layout.
func shapeOf(layout []string, a, b string, sa, sb int64, sp []int64) []int64 {
	s := make([]int64, len(layout))
	for i, l := range layout {
		switch l {
		case a:
			s[i] = sa
		case b:
			s[i] = sb
		default:
			var d int
			fmt.Sscan(l, &d)
			s[i] = sp[d]
		}
	}
	return s
}

func (c convCase) shapes() (in, k, out []int64) {
	in = shapeOf(c.inLayout, "b", "f", c.n, c.ci, c.inSp)
	k = shapeOf(c.kLayout, "i", "o", c.ci/c.fgc, c.cout, c.kSp)
	out = shapeOf(c.outLayout, "b", "f", c.n/c.bgc, c.cout, c.outSp())
	return
}

func randomLayout(rng *rand.Rand, a, b string, ns int) []string {
	l := []string{a, b}
	for i := 0; i < ns; i++ {
		l = append(l, fmt.Sprint(i))
	}
	rng.Shuffle(len(l), func(i, j int) { l[i], l[j] = l[j], l[i] })
	return l
}

// drawLayouts gives the input, kernel and output random dimension orders
// over ns spatial dimensions.
func (c *convCase) drawLayouts(rng *rand.Rand, ns int) {
	c.inLayout = randomLayout(rng, "b", "f", ns)
	c.kLayout = randomLayout(rng, "i", "o", ns)
	c.outLayout = randomLayout(rng, "b", "f", ns)
}

func randomConvCase(rng *rand.Rand) convCase {
	ns := 1 + rng.Intn(2)
	c := convCase{fgc: 1, bgc: 1}
	switch rng.Intn(3) {
	case 1:
		c.fgc = int64(2 + rng.Intn(2))
	case 2:
		c.bgc = int64(2 + rng.Intn(2))
	}
	c.drawLayouts(rng, ns)
	c.n = c.bgc * int64(1+rng.Intn(2))
	c.ci = c.fgc * int64(1+rng.Intn(3))
	c.cout = c.fgc * c.bgc * int64(1+rng.Intn(2))
	for d := 0; d < ns; d++ {
		c.inSp = append(c.inSp, int64(1+rng.Intn(5)))
		c.kSp = append(c.kSp, int64(1+rng.Intn(3)))
		c.strides = append(c.strides, int64(1+rng.Intn(2)))
		c.lhsDil = append(c.lhsDil, int64(1+rng.Intn(2)))
		c.rhsDil = append(c.rhsDil, int64(1+rng.Intn(2)))
		c.lo = append(c.lo, int64(rng.Intn(4)-1))
		c.hi = append(c.hi, int64(rng.Intn(4)-1))
		c.rev = append(c.rev, rng.Intn(3) == 0)
	}
	return c
}

func boolArray(v []bool) string {
	s := make([]string, len(v))
	for i, b := range v {
		s[i] = fmt.Sprint(b)
	}
	return "array<i1: " + strings.Join(s, ", ") + ">"
}

func convModule(c convCase, k, rk tensor.Kind) string {
	in, kern, out := c.shapes()
	it, kt, ot := typeText(k, in), typeText(k, kern), typeText(rk, out)
	dims := fmt.Sprintf("#stablehlo.conv<[%s]x[%s]->[%s]>", strings.Join(c.inLayout, ", "), strings.Join(c.kLayout, ", "), strings.Join(c.outLayout, ", "))
	return fmt.Sprintf(`func.func @main(%%a: %s, %%b: %s) -> %s {
  %%r = "stablehlo.convolution"(%%a, %%b) {batch_group_count = %d : i64, dimension_numbers = %s, feature_group_count = %d : i64, lhs_dilation = %s, padding = %s, rhs_dilation = %s, window_reversal = %s, window_strides = %s} : (%s, %s) -> %s
  func.return %%r : %s
}`, it, kt, ot, c.bgc, dims, c.fgc, i64Array(c.lhsDil), paddingText(c.lo, c.hi), i64Array(c.rhsDil), boolArray(c.rev), i64Array(c.strides), it, kt, ot, ot)
}

// axisOf finds a label in a layout.
func axisOf(layout []string, label string) int {
	for i, l := range layout {
		if l == label {
			return i
		}
	}
	panic("missing " + label)
}

// refConv computes the convolution from the spec's definition.
func refConv(c convCase, lhs, rhs *tensor.Tensor, rk tensor.Kind) *tensor.Tensor {
	inShape, kShape, outShape := c.shapes()
	out, _ := tensor.New(tensor.Type{Kind: rk, Shape: outShape})
	ist, kst := tensor.Strides(inShape), tensor.Strides(kShape)
	ns := len(c.inSp)
	groups := c.fgc * c.bgc
	cog := c.cout / groups
	cig := c.ci / c.fgc
	nOut := c.n / c.bgc
	oi := make([]int64, len(outShape))
	for o := 0; o < out.Len(); o++ {
		b := oi[axisOf(c.outLayout, "b")]
		f := oi[axisOf(c.outLayout, "f")]
		g := f / cog
		lb := b
		if c.bgc > 1 {
			lb = g*nOut + b
		}
		var sum complex128
		var isum int64
		w := make([]int64, ns)
		for {
			for ci := int64(0); ci < cig; ci++ {
				lf := ci
				if c.fgc > 1 {
					lf = g*cig + ci
				}
				loff := lb*ist[axisOf(c.inLayout, "b")] + lf*ist[axisOf(c.inLayout, "f")]
				koff := ci*kst[axisOf(c.kLayout, "i")] + f*kst[axisOf(c.kLayout, "o")]
				ok := true
				for d := 0; d < ns; d++ {
					wp := w[d]
					if c.rev[d] {
						wp = c.kSp[d] - 1 - w[d]
					}
					pos := oi[axisOf(c.outLayout, fmt.Sprint(d))]*c.strides[d] + wp*c.rhsDil[d] - c.lo[d]
					dil := (c.inSp[d]-1)*c.lhsDil[d] + 1
					if pos < 0 || pos >= dil || pos%c.lhsDil[d] != 0 {
						ok = false
						break
					}
					loff += pos / c.lhsDil[d] * ist[axisOf(c.inLayout, fmt.Sprint(d))]
					koff += w[d] * kst[axisOf(c.kLayout, fmt.Sprint(d))]
				}
				if ok {
					sum += lhs.Complex(int(loff)) * rhs.Complex(int(koff))
					isum += lhs.Int(int(loff)) * rhs.Int(int(koff))
				}
			}
			if !nextIndex(w, c.kSp) {
				break
			}
		}
		switch {
		case rk.IsBool():
			out.Bools()[o] = isum != 0
		case rk.IsInteger():
			out.SetBits(o, uint64(isum))
		default:
			setComplex(out, o, sum)
		}
		nextIndex(oi, outShape)
	}
	out.Normalize()
	return out
}

func TestConvolutionRandom(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	kinds := []tensor.Kind{tensor.F32, tensor.SI64, tensor.F64, tensor.BF16, tensor.SI8, tensor.UI16, tensor.Complex64, tensor.Bool}
	for n := 0; n < 60; n++ {
		c := randomConvCase(rng)
		k := kinds[n%len(kinds)]
		in, kern, _ := c.shapes()
		lhs := randomValues(t, rng, tensor.Type{Kind: k, Shape: in})
		rhs := randomValues(t, rng, tensor.Type{Kind: k, Shape: kern})
		want := refConv(c, lhs, rhs, k)
		res := mustRun(t, convModule(c, k, k), lhs, rhs)
		assertEqual(t, fmt.Sprintf("case %d %s %+v", n, k, c), res[0], want)
	}
}

func TestConvolutionLarge(t *testing.T) {
	// Large enough to run on several goroutines.
	rng := rand.New(rand.NewSource(8))
	c := convCase{inLayout: []string{"b", "0", "1", "f"}, kLayout: []string{"0", "1", "i", "o"}, outLayout: []string{"b", "0", "1", "f"},
		n: 2, ci: 8, cout: 6, fgc: 2, bgc: 1, inSp: []int64{20, 17}, kSp: []int64{3, 3},
		strides: []int64{1, 2}, lhsDil: []int64{1, 1}, rhsDil: []int64{1, 2}, lo: []int64{1, 2}, hi: []int64{1, 0}, rev: []bool{false, true}}
	in, kern, _ := c.shapes()
	lhs := randomValues(t, rng, tensor.Type{Kind: tensor.F64, Shape: in})
	rhs := randomValues(t, rng, tensor.Type{Kind: tensor.F64, Shape: kern})
	assertEqual(t, "large conv", mustRun(t, convModule(c, tensor.F64, tensor.F64), lhs, rhs)[0], refConv(c, lhs, rhs, tensor.F64))
}

func TestDynamicConv(t *testing.T) {
	src := `func.func @main(%lhs: tensor<1x4x4x1xi64>, %rhs: tensor<3x3x1x1xi64>, %padding: tensor<2x2xi64>) -> tensor<1x2x2x1xi64> {
  %result = "stablehlo.dynamic_conv"(%lhs, %rhs, %padding) {
    window_strides = array<i64: 4, 4>,
    lhs_dilation = array<i64: 2, 2>,
    rhs_dilation = array<i64: 1, 1>,
    window_reversal = array<i1: false, false>,
    dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>,
    batch_group_count = 1 : i64,
    feature_group_count = 1 : i64
  } : (tensor<1x4x4x1xi64>, tensor<3x3x1x1xi64>, tensor<2x2xi64>) -> tensor<1x2x2x1xi64>
  func.return %result : tensor<1x2x2x1xi64>
}`
	lhs := tensorOf(t, tensor.NewType(tensor.SI64, 1, 4, 4, 1), []float64{1, 2, 5, 6, 3, 4, 7, 8, 10, 11, 14, 15, 12, 13, 16, 17})
	rhs := tensorOf(t, tensor.NewType(tensor.SI64, 3, 3, 1, 1), []float64{1, 1, 1, 1, 1, 1, 1, 1, 1})
	pad := tensorOf(t, tensor.NewType(tensor.SI64, 2, 2), []float64{1, 1, 1, 1})
	p := mustLoad(t, src)
	res, err := p.Run("main", []Value{lhs, rhs, pad}, RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	assertEqual(t, "dynamic_conv", res[0], tensorOf(t, tensor.NewType(tensor.SI64, 1, 2, 2, 1), []float64{1, 5, 10, 14}))
	// A padding that does not produce the static result shape fails.
	bad := tensorOf(t, tensor.NewType(tensor.SI64, 2, 2), []float64{5, 5, 5, 5})
	if _, err := p.Run("main", []Value{lhs, rhs, bad}, RunOptions{}); err == nil {
		t.Fatal("mismatched dynamic padding accepted")
	}
}

func TestConvDimsDecoder(t *testing.T) {
	d, err := decodeConvDims(parseAttr(t, "#stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[f, 1, 0, b]>"))
	if err != nil {
		t.Fatal(err)
	}
	got := fmt.Sprint(d.inBatch, d.inFeature, d.inSpatial, d.kIn, d.kOut, d.kSpatial, d.outBatch, d.outFeature, d.outSpatial)
	if want := "0 3 [1 2] 2 3 [0 1] 3 0 [2 1]"; got != want {
		t.Fatalf("decoded %s, want %s", got, want)
	}
	if d, err := decodeConvDims(parseAttr(t, "#stablehlo.conv<[b, f]x[i, o]->[b, f]>")); err != nil || len(d.inSpatial) != 0 {
		t.Fatalf("no spatial dims: %+v, %v", d, err)
	}
	if _, err := decodeConvDims(parseAttr(t, "#stablehlo.dot<>")); err == nil {
		t.Errorf("a #stablehlo.dot decoded as convolution dimensions")
	}
}

func TestConvolutionGroupExamples(t *testing.T) {
	lhs := tensorOf(t, tensor.NewType(tensor.SI64, 1, 4, 4, 1), []float64{1, 2, 5, 6, 3, 4, 7, 8, 10, 11, 14, 15, 12, 13, 16, 17})
	rhs := tensorOf(t, tensor.NewType(tensor.SI64, 1, 2, 1, 4), []float64{1, 1, 1, 1, 1, 1, 1, 1})
	for _, c := range []struct {
		dims     string
		fgc, bgc int
		out      []int64
		want     []float64
	}{
		{"[0, b, 1, f]x[0, 1, i, o]->[b, 0, 1, f]", 1, 4, []int64{1, 1, 2, 4}, []float64{1, 3, 10, 12, 5, 7, 14, 16}},
		{"[b, 0, f, 1]x[0, i, 1, o]->[b, 0, 1, f]", 2, 1, []int64{1, 2, 1, 4}, []float64{3, 3, 11, 11, 21, 21, 29, 29}},
	} {
		ot := typeText(tensor.SI64, c.out)
		src := fmt.Sprintf(`func.func @main(%%a: tensor<1x4x4x1xi64>, %%b: tensor<1x2x1x4xi64>) -> %[1]s {
  %%r = "stablehlo.convolution"(%%a, %%b) {batch_group_count = %[2]d : i64, dimension_numbers = #stablehlo.conv<%[3]s>, feature_group_count = %[4]d : i64, lhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 4, 4>} : (tensor<1x4x4x1xi64>, tensor<1x2x1x4xi64>) -> %[1]s
  func.return %%r : %[1]s
}`, ot, c.bgc, c.dims, c.fgc)
		assertEqual(t, c.dims, mustRun(t, src, lhs, rhs)[0], tensorOf(t, tensor.NewType(tensor.SI64, c.out...), c.want))
	}
}
