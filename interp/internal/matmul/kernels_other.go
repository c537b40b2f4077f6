//go:build !amd64

package matmul

// hardwareISA reports that only the portable loop is available.
func hardwareISA() ISA { return Generic }

// kernelFor returns nil: other architectures use the portable loop.
func kernelFor[T Float](ISA) *kernel[T] { return nil }

// peakLoop returns no loop: other architectures have no vector kernels.
func peakLoop(ISA) (func(n int), int) { return nil, 0 }
