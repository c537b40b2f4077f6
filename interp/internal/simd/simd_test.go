package simd

import (
	"fmt"
	"math"
	"math/rand"
	"testing"
	"unsafe"
)

// specials are bit patterns every differential test includes.
func specials[T Elem]() []T {
	var out []T
	var z T
	switch any(z).(type) {
	case float32:
		for _, f := range []float32{0, float32(math.Copysign(0, -1)), 1, -1, 0.5, float32(math.Inf(1)), float32(math.Inf(-1)),
			math.MaxFloat32, math.SmallestNonzeroFloat32, 1e-40, -1e-40} {
			out = append(out, any(f).(T))
		}
		for _, b := range []uint32{0x7fc00000, 0xffc00001, 0x7f800001, 0x7fa00000} { // NaNs with payloads
			out = append(out, any(math.Float32frombits(b)).(T))
		}
	case float64:
		for _, f := range []float64{0, math.Copysign(0, -1), 1, -1, 0.5, math.Inf(1), math.Inf(-1), math.MaxFloat64,
			math.SmallestNonzeroFloat64, 1e-310, -1e-310} {
			out = append(out, any(f).(T))
		}
		for _, b := range []uint64{0x7ff8000000000000, 0xfff8000000000001, 0x7ff0000000000001, 0x7ff4000000000000} {
			out = append(out, any(math.Float64frombits(b)).(T))
		}
	default:
		bits := int(unsafe.Sizeof(z)) * 8
		for _, v := range []int64{0, 1, 2, -1, -2, int64(bits - 1), int64(bits), int64(bits + 1), 63, 64, 65, 1 << 31, -1 << 31, 1<<31 - 1, -1 << 63, 1<<63 - 1} {
			out = append(out, T(v))
		}
	}
	return out
}

// randomSlice returns n values, drawn from specials and random bits (for
// integers, also small values so that shift counts fall below the width).
func randomSlice[T Elem](r *rand.Rand, n int) []T {
	sp := specials[T]()
	out := make([]T, n)
	for i := range out {
		switch r.Intn(4) {
		case 0:
			out[i] = sp[r.Intn(len(sp))]
		case 1:
			var z T
			switch any(z).(type) {
			case float32, float64:
				out[i] = T(r.NormFloat64() * 100)
			default:
				out[i] = T(r.Intn(70))
			}
		default:
			b := r.Uint64()
			out[i] = *(*T)(unsafe.Pointer(&b))
		}
	}
	return out
}

func sameBits[T Elem](a, b T) bool {
	if unsafe.Sizeof(a) == 4 {
		return *(*uint32)(unsafe.Pointer(&a)) == *(*uint32)(unsafe.Pointer(&b))
	}
	return *(*uint64)(unsafe.Pointer(&a)) == *(*uint64)(unsafe.Pointer(&b))
}

var allOps = []Op{Add, Sub, Mul, Div, Max, Min, And, Or, Xor, Shl, Shr, Sar}

// checkType compares VV, VS and SV with the Go definition on every
// supported operation, over lengths 0 to 70 and operands starting at every
// offset of a vector.
func checkType[T Elem](t *testing.T) {
	r := rand.New(rand.NewSource(1))
	var z T
	name := fmt.Sprintf("%T", z)
	for _, op := range allOps {
		if !Supported[T](op) {
			continue
		}
		for n := 0; n <= 70; n++ {
			off := n % 8
			x := randomSlice[T](r, n+off)[off:]
			y := randomSlice[T](r, n+off)[off:]
			want := make([]T, n)
			goVV(op, x, y, want)
			got := make([]T, n+1)[1:]
			VV(op, x, y, got)
			for i := range want {
				if !sameBits(got[i], want[i]) {
					t.Fatalf("%s op %d VV n=%d: %v op %v = %v, want %v", name, op, n, x[i], y[i], got[i], want[i])
				}
			}
			for _, s := range append(specials[T](), y[:min(n, 3)]...) {
				sv := make([]T, n)
				for i := range sv {
					sv[i] = s
				}
				goVV(op, x, sv, want)
				VS(op, x, s, got)
				for i := range want {
					if !sameBits(got[i], want[i]) {
						t.Fatalf("%s op %d VS n=%d: %v op %v = %v, want %v", name, op, n, x[i], s, got[i], want[i])
					}
				}
				goVV(op, sv, x, want)
				SV(op, s, x, got)
				for i := range want {
					if !sameBits(got[i], want[i]) {
						t.Fatalf("%s op %d SV n=%d: %v op %v = %v, want %v", name, op, n, s, x[i], got[i], want[i])
					}
				}
			}
			// In place: z is x.
			c := append([]T(nil), x...)
			VV(op, c, y, c)
			goVV(op, x, y, want)
			for i := range want {
				if !sameBits(c[i], want[i]) {
					t.Fatalf("%s op %d VV in place n=%d: got %v, want %v", name, op, n, c[i], want[i])
				}
			}
		}
	}
}

func TestKernels(t *testing.T) {
	if !avx2 {
		t.Log("no AVX2: only the Go loops run")
	}
	t.Run("int32", checkType[int32])
	t.Run("uint32", checkType[uint32])
	t.Run("int64", checkType[int64])
	t.Run("uint64", checkType[uint64])
	t.Run("float32", checkType[float32])
	t.Run("float64", checkType[float64])
}

// TestAssemblyRuns makes sure the comparisons of TestKernels reach the
// assembly loops on a processor that has them.
func TestAssemblyRuns(t *testing.T) {
	if !avx2 {
		t.Skip("no AVX2")
	}
	for _, op := range allOps {
		if Supported[int32](op) && kernelFor[int32](op) == nil {
			t.Errorf("int32 op %d has no assembly loop", op)
		}
		if Supported[float32](op) && kernelFor[float32](op) == nil {
			t.Errorf("float32 op %d has no assembly loop", op)
		}
	}
}

// TestSemantics pins the definitions the loops share.
func TestSemantics(t *testing.T) {
	negZero := float32(math.Copysign(0, -1))
	nan1, nan2 := math.Float32frombits(0x7fc00001), math.Float32frombits(0x7fc00002)
	cases := []struct {
		op      Op
		x, y, z float32
	}{
		{Max, negZero, 0, 0}, {Max, 0, negZero, 0}, {Min, 0, negZero, negZero}, {Min, negZero, 0, negZero},
		{Max, nan1, 1, nan1}, {Max, 1, nan2, nan2}, {Max, nan1, nan2, nan1}, {Min, nan2, nan1, nan2}, {Min, 3, 2, 2},
	}
	for _, c := range cases {
		for n := 1; n <= 20; n += 19 {
			x, y, z := make([]float32, n), make([]float32, n), make([]float32, n)
			fill(x, c.x)
			fill(y, c.y)
			VV(c.op, x, y, z)
			if !sameBits(z[n-1], c.z) {
				t.Errorf("op %d (%v, %v) = %v (%#x), want %v", c.op, c.x, c.y, z[n-1], math.Float32bits(z[n-1]), c.z)
			}
		}
	}
	ints := []struct {
		op      Op
		x, y, z int32
	}{
		{Shl, 1, 31, math.MinInt32}, {Shl, 1, 32, 0}, {Shl, 1, -1, 0}, {Shr, -1, 31, 1}, {Shr, -1, 32, 0},
		{Sar, -8, 1, -4}, {Sar, -8, 40, -1}, {Sar, 8, -3, 0}, {Max, -1, 1, 1}, {Min, -1, 1, -1},
	}
	for _, c := range ints {
		x, y, z := make([]int32, 16), make([]int32, 16), make([]int32, 16)
		fill(x, c.x)
		fill(y, c.y)
		VV(c.op, x, y, z)
		if z[0] != c.z {
			t.Errorf("op %d (%d, %d) = %d, want %d", c.op, c.x, c.y, z[0], c.z)
		}
	}
	u := []uint32{0xffffffff}
	VV(Max, u, []uint32{1}, u)
	if u[0] != 0xffffffff {
		t.Errorf("unsigned max = %#x", u[0])
	}
}

func TestBools(t *testing.T) {
	r := rand.New(rand.NewSource(4))
	for _, n := range []int{0, 5, 31, 32, 33, 100, 1000} {
		for off := 0; off < 3; off++ {
			x, y := make([]bool, n+off)[off:], make([]bool, n+off)[off:]
			for i := range x {
				x[i], y[i] = r.Intn(2) == 0, r.Intn(2) == 0
			}
			for _, op := range []Op{And, Or, Xor} {
				z := make([]bool, n)
				Bools(op, x, y, z)
				for i := range z {
					want := map[Op]bool{And: x[i] && y[i], Or: x[i] || y[i], Xor: x[i] != y[i]}[op]
					// Compare the bytes: a boolean other than 0 or 1 would
					// still read as true.
					if *(*uint8)(unsafe.Pointer(&z[i])) != *(*uint8)(unsafe.Pointer(&want)) {
						t.Fatalf("op %d n=%d: %v, %v gave byte %d", op, n, x[i], y[i], *(*uint8)(unsafe.Pointer(&z[i])))
					}
				}
			}
		}
	}
}
