package simd

// Cmp is a comparison direction.
type Cmp int

// The comparison directions.
const (
	EQ Cmp = iota
	NE
	LT
	LE
	GT
	GE
)

// Compare32 sets z[i] = x[i] dir y[i]; x and y must be at least as long
// as z.
func Compare32[T int32 | uint32](dir Cmp, x, y []T, z []bool) {
	n := len(z)
	x, y = x[:n], y[:n]
	done := 0
	if avx2 && n >= 32 {
		done = n &^ 31
		cmp32Asm(dir, x, y, z[:done], false)
	}
	compareGo(dir, x[done:], y[done:], z[done:])
}

// CompareScalar32 sets z[i] = x[i] dir y; x must be at least as long as z.
func CompareScalar32[T int32 | uint32](dir Cmp, x []T, y T, z []bool) {
	n := len(z)
	x = x[:n]
	done := 0
	if avx2 && n >= 32 {
		done = n &^ 31
		cmp32Asm(dir, x, []T{y}, z[:done], true)
	}
	var buf [64]T
	fill(buf[:], y)
	for i := done; i < n; i += len(buf) {
		j := min(i+len(buf), n)
		compareGo(dir, x[i:j], buf[:j-i], z[i:j])
	}
}

// compareGo is Compare32 in Go.
func compareGo[T int32 | uint32](dir Cmp, x, y []T, z []bool) {
	x, y = x[:len(z)], y[:len(z)]
	switch dir {
	case EQ:
		for i := range z {
			z[i] = x[i] == y[i]
		}
	case NE:
		for i := range z {
			z[i] = x[i] != y[i]
		}
	case LT:
		for i := range z {
			z[i] = x[i] < y[i]
		}
	case LE:
		for i := range z {
			z[i] = x[i] <= y[i]
		}
	case GT:
		for i := range z {
			z[i] = x[i] > y[i]
		}
	case GE:
		for i := range z {
			z[i] = x[i] >= y[i]
		}
	}
}
