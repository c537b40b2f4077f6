package vmath

import (
	"bufio"
	"math"
	"math/big"
	"math/rand"
	"os"
	"strconv"
	"strings"
	"testing"
)

// Exp and Tanh give the bits XLA's CPU backend computes
// (testdata/*_xla.txt, written by gen_xla_f32.py with JAX), on the vector
// path and the portable one, including the operands where those are not
// the correctly rounded value, with the kernels of every instruction set
// of the processor.
func TestMatchesXLA(t *testing.T) {
	for _, c := range []struct {
		file   string
		slice  func(dst, src []float32)
		scalar func(float32) float32
		ref    func(float64) float64
		kind   kernel
	}{
		{"testdata/exp_xla.txt", Exp, ExpF32, math.Exp, kExp},
		{"testdata/tanh_xla.txt", Tanh, TanhF32, math.Tanh, kTanh},
	} {
		xs, want := readXLA(t, c.file)
		got := make([]float32, len(xs))
		c.slice(got, xs) // the vector path for all but the last few
		for _, isa := range supportedVecISAs() {
			g := make([]float32, len(xs))
			applyISA(isa, c.kind, g, xs, 0)
			compareBits(t, isaName(isa)+" "+c.file, xs, g, want)
		}
		notRounded := 0
		for i, x := range xs {
			if math.Float32bits(got[i]) != math.Float32bits(want[i]) {
				t.Fatalf("%s: f(%g) = %g (%#x), XLA gives %g (%#x)", c.file, x, got[i], math.Float32bits(got[i]), want[i], math.Float32bits(want[i]))
			}
			if s := c.scalar(x); math.Float32bits(s) != math.Float32bits(want[i]) {
				t.Fatalf("%s: the scalar function of %g gives %g, XLA %g", c.file, x, s, want[i])
			}
			if float32(c.ref(float64(x))) != want[i] {
				notRounded++
			}
		}
		// The data must exercise the difference from correct rounding.
		if notRounded < 1000 {
			t.Errorf("%s: only %d of %d reference values differ from the correctly rounded ones", c.file, notRounded, len(xs))
		}
	}
}

// readXLA reads the operands and XLA's results from a file of
// gen_xla_f32.py.
func readXLA(t *testing.T, name string) (xs, ys []float32) {
	t.Helper()
	f, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") || line == "" {
			continue
		}
		var v [2]uint64
		for i, s := range strings.Fields(line) {
			if v[i], err = strconv.ParseUint(s, 16, 32); err != nil {
				t.Fatalf("%s: %q: %v", name, line, err)
			}
		}
		xs = append(xs, math.Float32frombits(uint32(v[0])))
		ys = append(ys, math.Float32frombits(uint32(v[1])))
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(xs) < 1000 {
		t.Fatalf("%s: only %d reference values", name, len(xs))
	}
	return xs, ys
}

// FMA32 rounds x·y + z once, as math/big's exact arithmetic does, also
// where rounding the float64 sum first would end halfway between two
// float32 values.
func TestFMA32(t *testing.T) {
	exact := func(x, y, z float32) float32 {
		p := new(big.Float).SetPrec(200).Mul(big.NewFloat(float64(x)), big.NewFloat(float64(y)))
		s := new(big.Float).SetPrec(200).Add(p, big.NewFloat(float64(z)))
		r, _ := s.Float32()
		return r
	}
	r := rand.New(rand.NewSource(11))
	type c struct{ x, y, z float32 }
	var cases []c
	for i := 0; i < 200000; i++ {
		x := math.Float32frombits(r.Uint32() & 0xbfffffff) // magnitudes below 2
		y := math.Float32frombits(r.Uint32() & 0xbfffffff)
		cases = append(cases, c{x, y, float32(r.NormFloat64())})
	}
	bad := 0
	for _, k := range cases {
		got, want := FMA32(k.x, k.y, k.z), exact(k.x, k.y, k.z)
		if math.Float32bits(got) != math.Float32bits(want) {
			bad++
			if bad < 5 {
				t.Errorf("FMA32(%g, %g, %g) = %g, want %g", k.x, k.y, k.z, got, want)
			}
		}
	}
	if bad > 0 {
		t.Errorf("%d of %d wrong", bad, len(cases))
	}
	// The double-rounding case itself: with x = 2^-24 (1 + 2^-12) and
	// y = 1 - 2^-12 + 2^-24, x·y = 2^-24 + 2^-60, and x·y + 1 rounds up
	// to 1 + 2^-23 in one step, but to the float64 1 + 2^-24, halfway,
	// and then down to 1 in two.
	x := float32(math.Ldexp(1+math.Ldexp(1, -12), -24))
	y := float32(1 - math.Ldexp(1, -12) + math.Ldexp(1, -24))
	for _, sign := range []float32{1, -1} {
		if got, want := FMA32(sign*x, y, sign), exact(sign*x, y, sign); got != want || got != sign*float32(1+math.Ldexp(1, -23)) {
			t.Errorf("FMA32(%g, %g, %g) = %v, want %v", sign*x, y, sign, got, want)
		}
	}
}

// ExpF32's and TanhF32's float64 steps agree with their FMA32 versions:
// the float64 shortcut only leaves the midpoint cases to those.
func TestStepsAgree(t *testing.T) {
	r := rand.New(rand.NewSource(5))
	for i := 0; i < 1<<20; i++ {
		x := float32(r.Float64()*200 - 105)
		if a, b := ExpF32(x), expF32Exact(x); math.Float32bits(a) != math.Float32bits(b) {
			t.Fatalf("ExpF32(%g) = %g, expF32Exact gives %g", x, a, b)
		}
		x /= 10
		xc := min(max(x, -tanhf32Clamp), tanhf32Clamp)
		if a, b := TanhF32(x), tanhF32Exact(xc, xc*xc); math.Abs(float64(x)) >= float64(tanhf32Small) && math.Float32bits(a) != math.Float32bits(b) {
			t.Fatalf("TanhF32(%g) = %g, tanhF32Exact gives %g", x, a, b)
		}
	}
}
