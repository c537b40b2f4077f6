package simd

import "unsafe"

// Bools sets z[i] = x[i] op y[i] for booleans, op And, Or or Xor (which is
// x[i] != y[i]); x and y must be at least as long as z and may be z
// itself. On amd64 the bytes of the booleans (0 or 1) are combined four at
// a time as 32-bit words on the vector loops, which keeps them 0 or 1.
func Bools(op Op, x, y, z []bool) {
	n := len(z)
	x, y = x[:n], y[:n]
	done := 0
	if avx2 && n >= 32 && (op == And || op == Or || op == Xor) {
		done = n &^ 3
		VV(op, words(x[:done]), words(y[:done]), words(z[:done]))
	}
	x, y, z = x[done:], y[done:], z[done:]
	switch op {
	case And:
		for i := range z {
			z[i] = x[i] && y[i]
		}
	case Or:
		for i := range z {
			z[i] = x[i] || y[i]
		}
	case Xor:
		for i := range z {
			z[i] = x[i] != y[i]
		}
	}
}

// words views b, whose length is a multiple of 4, as 32-bit words (amd64
// loads them at any alignment).
func words(b []bool) []uint32 {
	return unsafe.Slice((*uint32)(unsafe.Pointer(unsafe.SliceData(b))), len(b)/4)
}
