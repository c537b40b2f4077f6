package interp

import (
	"bufio"
	"math"
	"math/cmplx"
	"os"
	"strconv"
	"strings"
	"testing"
)

// invTrigRef is one line of testdata/invtrig_mpmath.txt: a function, its
// argument and the correctly rounded result.
type invTrigRef struct {
	name      string
	arg, want complex128
}

func loadInvTrigRefs(t *testing.T) []invTrigRef {
	t.Helper()
	f, err := os.Open("testdata/invtrig_mpmath.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var refs []invTrigRef
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Fields(line)
		if len(fields) != 5 {
			t.Fatalf("malformed line %q", line)
		}
		var v [4]float64
		for i, s := range fields[1:] {
			if v[i], err = strconv.ParseFloat(s, 64); err != nil {
				t.Fatalf("%q: %v", line, err)
			}
		}
		refs = append(refs, invTrigRef{fields[0], complex(v[0], v[1]), complex(v[2], v[3])})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return refs
}

// ulps64 is the distance of a and b in float64 steps (0 for two NaNs).
func ulps64(a, b float64) uint64 {
	if math.IsNaN(a) && math.IsNaN(b) {
		return 0
	}
	key := func(x float64) int64 {
		v := int64(math.Float64bits(x))
		if v < 0 {
			v = math.MinInt64 - v
		}
		return v
	}
	d := key(a) - key(b)
	if d < 0 {
		return uint64(-d)
	}
	return uint64(d)
}

// invTrigFuncs are the functions under test, by reference name, with the
// largest error allowed on each part, in float64 ulps.
var invTrigFuncs = map[string]struct {
	f       func(complex128) complex128
	maxUlps uint64
}{
	"asin_c":  {asinComplex, 3},
	"acos_c":  {acosComplex, 3},
	"asinh_c": {asinhComplex, 3},
	"acosh_c": {acoshComplex, 3},
	"atan_c":  {atanComplex, 3},
	"atanh_c": {atanhComplex, 3},
	"asin_r":  {func(z complex128) complex128 { return complex(asinReal(real(z)), 0) }, 2},
	"acos_r":  {func(z complex128) complex128 { return complex(acosReal(real(z)), 0) }, 2},
}

// The inverse functions stay within a few float64 ulps of mpmath's values
// at the arguments where the textbook formulas (math/cmplx) lose up to a
// hundred, and their complex64 results within one float32 ulp.
func TestInvTrigAgainstMpmath(t *testing.T) {
	refs := loadInvTrigRefs(t)
	worst := map[string]uint64{}
	for _, r := range refs {
		fn, ok := invTrigFuncs[r.name]
		if !ok {
			t.Fatalf("no function for %s", r.name)
		}
		got := fn.f(r.arg)
		d := max(ulps64(real(got), real(r.want)), ulps64(imag(got), imag(r.want)))
		worst[r.name] = max(worst[r.name], d)
		if d > fn.maxUlps {
			t.Errorf("%s(%v) = %v, want %v (%d ulps off)", r.name, r.arg, got, r.want, d)
		}
		if strings.HasSuffix(r.name, "_c") {
			got32 := complex64(fn.f(complex128(complex64(r.arg))))
			want32 := complex64(r.want)
			if complex128(complex64(r.arg)) != r.arg {
				continue // the reference is for the float64 argument
			}
			if d := max(ulps32(real(got32), real(want32)), ulps32(imag(got32), imag(want32))); d > 1 {
				t.Errorf("%s(%v) in complex64 = %v, want %v (%d ulps off)", r.name, r.arg, got32, want32, d)
			}
		}
	}
	t.Logf("largest errors in ulps: %v", worst)
}

// On a branch cut, the sign of a zero part picks the side as C99 says
// (f(conj z) = conj f(z) for all six), and arguments with an infinite or
// NaN part take math/cmplx's special cases.
func TestInvTrigBranchCutsAndSpecials(t *testing.T) {
	negZero := math.Copysign(0, -1)
	acosh2, atanh2 := math.Acosh(2), math.Atanh(0.5) // atanh(2) = atanh(1/2) ± iπ/2
	cuts := []struct {
		name    string
		f       func(complex128) complex128
		z, want complex128
	}{
		{"asin", asinComplex, complex(2, 0), complex(math.Pi/2, acosh2)},
		{"asin", asinComplex, complex(2, negZero), complex(math.Pi/2, -acosh2)},
		{"asin", asinComplex, complex(-2, negZero), complex(-math.Pi/2, -acosh2)},
		{"acos", acosComplex, complex(2, 0), complex(0, -acosh2)},
		{"acos", acosComplex, complex(-2, negZero), complex(math.Pi, acosh2)},
		{"acosh", acoshComplex, complex(0.5, 0), complex(0, math.Acos(0.5))},
		{"acosh", acoshComplex, complex(-2, negZero), complex(acosh2, -math.Pi)},
		{"asinh", asinhComplex, complex(0, 2), complex(acosh2, math.Pi/2)},
		{"asinh", asinhComplex, complex(negZero, -2), complex(-acosh2, -math.Pi/2)},
		{"atanh", atanhComplex, complex(2, 0), complex(atanh2, math.Pi/2)},
		{"atanh", atanhComplex, complex(2, negZero), complex(atanh2, -math.Pi/2)},
		{"atan", atanComplex, complex(0, 2), complex(math.Pi/2, atanh2)},
		{"atan", atanComplex, complex(negZero, 2), complex(-math.Pi/2, atanh2)},
	}
	for _, c := range cuts {
		got := c.f(c.z)
		if ulps64(real(got), real(c.want)) > 2 || ulps64(imag(got), imag(c.want)) > 2 ||
			math.Signbit(real(got)) != math.Signbit(real(c.want)) || math.Signbit(imag(got)) != math.Signbit(imag(c.want)) {
			t.Errorf("%s(%v) = %v, want %v", c.name, c.z, got, c.want)
		}
	}
	specials := []struct {
		f, ref func(complex128) complex128
		z      complex128
	}{
		{asinComplex, cmplx.Asin, complex(math.Inf(1), 1)},
		{acosComplex, cmplx.Acos, complex(1, math.Inf(-1))},
		{acoshComplex, cmplx.Acosh, complex(math.NaN(), 1)},
		{asinhComplex, cmplx.Asinh, complex(math.Inf(-1), math.NaN())},
		{atanhComplex, cmplx.Atanh, complex(1, math.Inf(-1))},
		{atanComplex, cmplx.Atan, complex(math.Inf(1), 0)},
	}
	for _, c := range specials {
		got, want := c.f(c.z), c.ref(c.z)
		same := func(a, b float64) bool { return math.IsNaN(a) && math.IsNaN(b) || a == b }
		if !same(real(got), real(want)) || !same(imag(got), imag(want)) {
			t.Errorf("f(%v) = %v, want %v (math/cmplx)", c.z, got, want)
		}
	}
}
