package simd

import (
	"math"
	"math/rand"
	"testing"
)

// plainRem and plainQuo are the remainder and quotient with the hardware
// division and the interpreter's rules for the divisors 0 and -1.
func plainRem[T int32 | uint32](x, d T) T {
	switch {
	case d == 0:
		return x
	case isSigned[T]() && d == ^T(0):
		return 0
	}
	return x % d
}

func plainQuo[T int32 | uint32](x, d T) T {
	switch {
	case d == 0:
		return ^T(0)
	case isSigned[T]() && d == ^T(0):
		return -x
	}
	return x / d
}

// dividends returns edge values around d and random numbers.
func dividends[T int32 | uint32](r *rand.Rand, d T) []T {
	xs := []T{0, 1, 2, d, d - 1, d + 1, 2 * d, 2*d - 1, ^T(0), ^T(0) - 1, T(math.MaxInt32), T(math.MaxInt32) + 1, T(math.MaxInt32) + 2,
		-d, -d + 1, -d - 1}
	for s := 0; s < 32; s++ {
		xs = append(xs, T(1)<<s, T(1)<<s-1, T(1)<<s+1)
	}
	for i := 0; i < 300; i++ {
		xs = append(xs, T(r.Uint32()))
	}
	// An odd length so that the Go loop runs after the assembly one.
	return append(xs, T(r.Uint32()))
}

func divisors[T int32 | uint32](r *rand.Rand) []T {
	ds := []T{0, 1, 2, 3, 5, 6, 7, 10, 1000003, 641, 6700417, ^T(0), ^T(0) - 1, T(math.MaxInt32), T(math.MaxInt32) + 1, T(math.MaxInt32) + 2,
		T(math.MaxUint32 / 3), T(math.MaxUint32/3) + 1}
	for s := 0; s < 32; s++ {
		ds = append(ds, T(1)<<s, T(1)<<s-1, T(1)<<s+1, -(T(1) << s))
	}
	for i := 0; i < 300; i++ {
		v := r.Uint32()
		ds = append(ds, T(v), T(v>>r.Intn(32)))
	}
	return ds
}

func checkDivide[T int32 | uint32](t *testing.T) {
	r := rand.New(rand.NewSource(2))
	for _, d := range divisors[T](r) {
		xs := dividends(r, d)
		for off := 0; off < 2; off++ {
			x := xs[off:]
			z := make([]T, len(x))
			Rem(x, d, z)
			for i := range x {
				if want := plainRem(x[i], d); z[i] != want {
					t.Fatalf("%d %% %d = %d, want %d", x[i], d, z[i], want)
				}
			}
			Quo(x, d, z)
			for i := range x {
				if want := plainQuo(x[i], d); z[i] != want {
					t.Fatalf("%d / %d = %d, want %d", x[i], d, z[i], want)
				}
			}
			// In place.
			c := append([]T(nil), x...)
			Rem(c, d, c)
			for i := range x {
				if want := plainRem(x[i], d); c[i] != want {
					t.Fatalf("in place: %d %% %d = %d, want %d", x[i], d, c[i], want)
				}
			}
		}
	}
}

func TestDivide(t *testing.T) {
	t.Run("uint32", checkDivide[uint32])
	t.Run("int32", checkDivide[int32])
}

// TestDivideGo checks the Go loop on its own (the assembly one takes every
// full vector where it runs).
func TestDivideGo(t *testing.T) {
	r := rand.New(rand.NewSource(3))
	for _, d := range divisors[uint32](r) {
		if d == 0 {
			continue
		}
		v := newDivisor32(d, false)
		for _, x := range dividends(r, d) {
			if got := v.quo(x); got != x/d {
				t.Fatalf("%d / %d = %d", x, d, got)
			}
		}
	}
}

func BenchmarkRem(b *testing.B) {
	const n = 2048
	r := rand.New(rand.NewSource(1))
	x, z := make([]uint32, n), make([]uint32, n)
	for i := range x {
		x[i] = r.Uint32()
	}
	run := func(b *testing.B, f func()) {
		for i := 0; i < b.N; i++ {
			f()
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/n, "ns/elem")
	}
	b.Run("u32/magic", func(b *testing.B) { run(b, func() { Rem(x, 1000003, z) }) })
	d := uint32(1000003)
	b.Run("u32/hardware", func(b *testing.B) {
		run(b, func() {
			for i := range z {
				z[i] = x[i] % d
			}
		})
	})
}
