//go:build amd64

package matmul

//go:generate go run gen_kernels.go

import "golang.org/x/sys/cpu"

// The micro-kernels add an mr x nr tile of products to c (row stride ldc
// elements): c[i*ldc+j] += sum over p < k of a[p*mr+i] * b[p*nr+j], with
// a and b packed panels. They are written in kernels_amd64.s.

//go:noescape
func kernF32AVX512(k int, a, b, c *float32, ldc int)

//go:noescape
func kernF64AVX512(k int, a, b, c *float64, ldc int)

//go:noescape
func kernF32AVX2(k int, a, b, c *float32, ldc int)

//go:noescape
func kernF64AVX2(k int, a, b, c *float64, ldc int)

// The Set kernels store each sum plus +0 in c instead of adding it to c,
// which they never read.

//go:noescape
func kernF32AVX512Set(k int, a, b, c *float32, ldc int)

//go:noescape
func kernF64AVX512Set(k int, a, b, c *float64, ldc int)

//go:noescape
func kernF32AVX2Set(k int, a, b, c *float32, ldc int)

//go:noescape
func kernF64AVX2Set(k int, a, b, c *float64, ldc int)

// The Rows kernels read a in place, row i at a[i*lda:]:
// c[i*ldc+j] += sum over p < k of a[i*lda+p] * b[p*nr+j].

//go:noescape
func kernF32AVX512Rows(k int, a *float32, lda int, b, c *float32, ldc int)

//go:noescape
func kernF64AVX512Rows(k int, a *float64, lda int, b, c *float64, ldc int)

//go:noescape
func kernF32AVX2Rows(k int, a *float32, lda int, b, c *float32, ldc int)

//go:noescape
func kernF64AVX2Rows(k int, a *float64, lda int, b, c *float64, ldc int)

// The RowsSet kernels are the Rows kernels storing like the Set ones.

//go:noescape
func kernF32AVX512RowsSet(k int, a *float32, lda int, b, c *float32, ldc int)

//go:noescape
func kernF64AVX512RowsSet(k int, a *float64, lda int, b, c *float64, ldc int)

//go:noescape
func kernF32AVX2RowsSet(k int, a *float32, lda int, b, c *float32, ldc int)

//go:noescape
func kernF64AVX2RowsSet(k int, a *float64, lda int, b, c *float64, ldc int)

// hardwareISA reports the best instruction set the processor and the
// operating system support for the kernels (golang.org/x/sys/cpu checks
// that the operating system saves the vector registers).
func hardwareISA() ISA {
	switch {
	case !cpu.X86.HasAVX2 || !cpu.X86.HasFMA:
		return Generic
	case cpu.X86.HasAVX512F:
		return AVX512
	}
	return AVX2
}

// Blocking of each kernel: kc rows of a packed B panel (kc*nr elements)
// stay in L1, an mc x kc block of packed A in L2. The float32 AVX-512
// kernel takes a depth of up to 1024 at once instead: its panels (128 KiB)
// then come from L2, which keeps up with it, and the products of depth up
// to 1024 (the dense layers and convolutions of the exported programs)
// read and write each tile of c once instead of once per 256 rows of b.
// At 1024^3 that was 2 to 6% faster in calls interleaved with kc = 256,
// and up to 5 points of the peak when other programs shared the machine.
var (
	f32AVX512 = &kernel[float32]{name: "avx512", mr: 12, nr: 32, kc: 1024, mc: 144, fn: kernF32AVX512, rows: kernF32AVX512Rows,
		fnSet: kernF32AVX512Set, rowsSet: kernF32AVX512RowsSet,
		tails: kernF32AVX512Tails}
	f64AVX512 = &kernel[float64]{name: "avx512", mr: 12, nr: 16, kc: 256, mc: 96, fn: kernF64AVX512, rows: kernF64AVX512Rows,
		fnSet: kernF64AVX512Set, rowsSet: kernF64AVX512RowsSet,
		tails: kernF64AVX512Tails}
	f32AVX2 = &kernel[float32]{name: "avx2", mr: 6, nr: 16, kc: 256, mc: 144, fn: kernF32AVX2, rows: kernF32AVX2Rows,
		fnSet: kernF32AVX2Set, rowsSet: kernF32AVX2RowsSet,
		tails: kernF32AVX2Tails}
	f64AVX2 = &kernel[float64]{name: "avx2", mr: 6, nr: 8, kc: 256, mc: 96, fn: kernF64AVX2, rows: kernF64AVX2Rows,
		fnSet: kernF64AVX2Set, rowsSet: kernF64AVX2RowsSet,
		tails: kernF64AVX2Tails}
)

// kernelFor returns the micro-kernel of element type T for an instruction
// set, nil for the portable loop.
func kernelFor[T Float](isa ISA) *kernel[T] {
	var z T
	switch any(z).(type) {
	case float32:
		switch isa {
		case AVX512:
			return any(f32AVX512).(*kernel[T])
		case AVX2:
			return any(f32AVX2).(*kernel[T])
		}
	case float64:
		switch isa {
		case AVX512:
			return any(f64AVX512).(*kernel[T])
		case AVX2:
			return any(f64AVX2).(*kernel[T])
		}
	}
	return nil
}
