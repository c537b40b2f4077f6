//go:build amd64

package simd

//go:generate go run gen_kernels.go

import "golang.org/x/sys/cpu"

// hasAVX2 reports whether the processor has AVX2 and the operating system
// saves the YMM registers.
func hasAVX2() bool { return cpu.X86.HasAVX2 }
