package fftkern

// InterleaveC64 sets out[i] = complex64(complex(re[i]·sr, im[i]·si)) for
// i < len(out): the split sequence scaled (sr = si = 1 leaves it as it
// is; sr = s, si = -s conjugates and scales it) and rounded once into
// interleaved complex64 values. re and im must be at least as long as out.
func InterleaveC64(out []complex64, re, im []float64, sr, si float64) {
	n := len(out)
	re, im = re[:n:n], im[:n:n]
	done := interleaveC64Asm(out, re, im, sr, si)
	for i := done; i < n; i++ {
		out[i] = complex64(complex(re[i]*sr, im[i]*si))
	}
}

// InterleaveC128 is InterleaveC64 for complex128 values: out[i] =
// complex(re[i]·sr, im[i]·si).
func InterleaveC128(out []complex128, re, im []float64, sr, si float64) {
	n := len(out)
	re, im = re[:n:n], im[:n:n]
	done := interleaveC128Asm(out, re, im, sr, si)
	for i := done; i < n; i++ {
		out[i] = complex(re[i]*sr, im[i]*si)
	}
}
