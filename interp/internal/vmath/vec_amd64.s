//go:build amd64

#include "textflag.h"

// AVX-512 versions of the kernels of vmath.go: 16 float32 operands per
// iteration, widened to two vectors of 8 float64 lanes that go through the
// same operations, in the same order and with the same constants, as the
// portable code (fused multiply-adds exactly where it calls math.FMA), so
// that every result is bit-identical. Lanes whose operand the portable code treats apart (NaN,
// zero, out of the domain) are only flagged: the function stores their
// operand unchanged, sets their bit in special (one uint16 per 16 lanes)
// and reports whether any was set; the caller computes them with the
// portable code.
//
// Each function takes (dst, src *float32, n int, special *uint16) with n a
// positive multiple of 16, and returns (flagged bool).

// Float64 constants (bits), one per 8 bytes.
DATA consts<>+0(SB)/8, $0x40471547652b82fe   // tblN*log2e
DATA consts<>+8(SB)/8, $0x4338000000000000   // shift
DATA consts<>+16(SB)/8, $0x3f962e42fee00000  // ln2Hi/tblN
DATA consts<>+24(SB)/8, $0x3d9a39ef35793c76  // ln2Lo/tblN
DATA consts<>+32(SB)/8, $0x3f56c16c16c16c17  // 1/720
DATA consts<>+40(SB)/8, $0x3f81111111111111  // 1/120
DATA consts<>+48(SB)/8, $0x3fa5555555555555  // 1/24
DATA consts<>+56(SB)/8, $0x3fc5555555555555  // 1/6
DATA consts<>+64(SB)/8, $0x3fe0000000000000  // 1/2
DATA consts<>+72(SB)/8, $0x3ff0000000000000  // 1
DATA consts<>+80(SB)/8, $0x0000000000000010  // 16 (integer)
DATA consts<>+88(SB)/8, $0x4056400000000000  // expHi = 89
DATA consts<>+96(SB)/8, $0xc05a000000000000  // expLo = -104
DATA consts<>+104(SB)/8, $0x7fffffffffffffff // all but the sign bit
DATA consts<>+112(SB)/8, $0x8000000000000000 // sign bit
DATA consts<>+120(SB)/8, $0x4034000000000000 // tanhHi = 20
DATA consts<>+128(SB)/8, $0x3fd6666666666666 // 0.35
DATA consts<>+136(SB)/8, $0xc044000000000000 // -40
DATA consts<>+144(SB)/8, $0x4000000000000000 // 2
DATA consts<>+152(SB)/8, $0x3e21eed8eff8d898 // 1/479001600
DATA consts<>+160(SB)/8, $0x3e5ae64567f544e4 // 1/39916800
DATA consts<>+168(SB)/8, $0x3e927e4fb7789f5c // 1/3628800
DATA consts<>+176(SB)/8, $0x3ec71de3a556c734 // 1/362880
DATA consts<>+184(SB)/8, $0x3efa01a01a01a01a // 1/40320
DATA consts<>+192(SB)/8, $0x3f2a01a01a01a01a // 1/5040
DATA consts<>+200(SB)/8, $0x405e000000000000 // 120
DATA consts<>+208(SB)/8, $0xc05e000000000000 // -120
DATA consts<>+216(SB)/8, $0x00095f619980c433 // 0x3ff0000000000000 - sqrtH (integer)
DATA consts<>+224(SB)/8, $0x3fe6a09e667f3bcd // sqrtH (integer)
DATA consts<>+232(SB)/8, $0x000fffffffffffff // 1<<52 - 1 (integer)
DATA consts<>+240(SB)/8, $0x00000000000003ff // 1023 (integer)
DATA consts<>+248(SB)/8, $0x3fe62e42fee00000 // ln2Hi
DATA consts<>+256(SB)/8, $0x3dea39ef35793c76 // ln2Lo
DATA consts<>+264(SB)/8, $0x3fae1e1e1e1e1e1e // 1/17
DATA consts<>+272(SB)/8, $0x3fb1111111111111 // 1/15
DATA consts<>+280(SB)/8, $0x3fb3b13b13b13b14 // 1/13
DATA consts<>+288(SB)/8, $0x3fb745d1745d1746 // 1/11
DATA consts<>+296(SB)/8, $0x3fbc71c71c71c71c // 1/9
DATA consts<>+304(SB)/8, $0x3fc2492492492492 // 1/7
DATA consts<>+312(SB)/8, $0x3fc999999999999a // 1/5
DATA consts<>+320(SB)/8, $0x3fd5555555555555 // 1/3
DATA consts<>+328(SB)/8, $0xbfd2bec333018866 // log1pLo
DATA consts<>+336(SB)/8, $0x3fda827999fcef34 // log1pHi
GLOBL consts<>(SB), RODATA|NOPTR, $344

#define C_LOG2E32 consts<>+0(SB)
#define C_SHIFT consts<>+8(SB)
#define C_LN2HI32 consts<>+16(SB)
#define C_LN2LO32 consts<>+24(SB)
#define C_R720 consts<>+32(SB)
#define C_R120 consts<>+40(SB)
#define C_R24 consts<>+48(SB)
#define C_R6 consts<>+56(SB)
#define C_HALF consts<>+64(SB)
#define C_ONE consts<>+72(SB)
#define C_SIXTEEN consts<>+80(SB)
#define C_EXPHI consts<>+88(SB)
#define C_EXPLO consts<>+96(SB)
#define C_ABS consts<>+104(SB)
#define C_SIGN consts<>+112(SB)
#define C_TANHHI consts<>+120(SB)
#define C_SMALL consts<>+128(SB)
#define C_M40 consts<>+136(SB)
#define C_TWO consts<>+144(SB)
#define C_R12F consts<>+152(SB)
#define C_R11F consts<>+160(SB)
#define C_R10F consts<>+168(SB)
#define C_R9F consts<>+176(SB)
#define C_R8F consts<>+184(SB)
#define C_R7F consts<>+192(SB)
#define C_P120 consts<>+200(SB)
#define C_M120 consts<>+208(SB)
#define C_LOGOFF consts<>+216(SB)
#define C_SQRTH consts<>+224(SB)
#define C_MANT consts<>+232(SB)
#define C_BIAS consts<>+240(SB)
#define C_LN2HI consts<>+248(SB)
#define C_LN2LO consts<>+256(SB)
#define C_R17 consts<>+264(SB)
#define C_R15 consts<>+272(SB)
#define C_R13 consts<>+280(SB)
#define C_R11 consts<>+288(SB)
#define C_R9 consts<>+296(SB)
#define C_R7 consts<>+304(SB)
#define C_R5 consts<>+312(SB)
#define C_R3 consts<>+320(SB)
#define C_L1PLO consts<>+328(SB)
#define C_L1PHI consts<>+336(SB)

// Float32 constants (bits).
DATA consts32<>+0(SB)/4, $0x7f800000 // +Inf
DATA consts32<>+4(SB)/4, $0xbf800000 // -1
DATA consts32<>+8(SB)/4, $0x7fffffff // all but the sign bit
GLOBL consts32<>(SB), RODATA|NOPTR, $12

// Constants of ExpF32 (expf32.go), float32 bits.
DATA expf32<>+0(SB)/4, $0x3fb8aa3b // log2e
DATA expf32<>+4(SB)/4, $0x3f000000 // 1/2
DATA expf32<>+8(SB)/4, $0x3f318000 // ln2Hi
DATA expf32<>+12(SB)/4, $0xb95e8083 // ln2Lo
DATA expf32<>+16(SB)/4, $0x39506967 // P0
DATA expf32<>+20(SB)/4, $0x3ab743ce // P1
DATA expf32<>+24(SB)/4, $0x3c088908 // P2
DATA expf32<>+28(SB)/4, $0x3d2aa9c1 // P3
DATA expf32<>+32(SB)/4, $0x3e2aaaaa // P4
DATA expf32<>+36(SB)/4, $0x3f000000 // P5
DATA expf32<>+40(SB)/4, $0x42fe0000 // maxN = 127
DATA expf32<>+44(SB)/4, $0x3f800000 // 1
DATA expf32<>+48(SB)/4, $0x42b20000 // hi = 89
DATA expf32<>+52(SB)/4, $0xc2d00000 // lo = -104
GLOBL expf32<>(SB), RODATA|NOPTR, $56

// Constants of TanhF32 (tanhf32.go), float32 bits: the clamp, its
// negation, the small-operand bound, the numerator's and the denominator's
// coefficients, highest degree first.
DATA tanhf32<>+0(SB)/4, $0x40fff644
DATA tanhf32<>+4(SB)/4, $0xc0fff644
DATA tanhf32<>+8(SB)/4, $0x39d1b717
DATA tanhf32<>+12(SB)/4, $0xa59f25c0
DATA tanhf32<>+16(SB)/4, $0x2a61337e
DATA tanhf32<>+20(SB)/4, $0xaebd37ff
DATA tanhf32<>+24(SB)/4, $0x335c0041
DATA tanhf32<>+28(SB)/4, $0x3779434a
DATA tanhf32<>+32(SB)/4, $0x3a270ded
DATA tanhf32<>+36(SB)/4, $0x3ba059dc
DATA tanhf32<>+40(SB)/4, $0x35a0d3d8
DATA tanhf32<>+44(SB)/4, $0x38f895d6
DATA tanhf32<>+48(SB)/4, $0x3b14aa05
DATA tanhf32<>+52(SB)/4, $0x3ba059dd
GLOBL tanhf32<>(SB), RODATA|NOPTR, $56

#define C_INF32 consts32<>+0(SB)
#define C_M1F32 consts32<>+4(SB)
#define C_ABS32 consts32<>+8(SB)

// exp2Table of vmath.go: 2^(j/32), j = 0..31 (bits).
DATA exp2tab<>+0(SB)/8, $0x3ff0000000000000
DATA exp2tab<>+8(SB)/8, $0x3ff059b0d3158574
DATA exp2tab<>+16(SB)/8, $0x3ff0b5586cf9890f
DATA exp2tab<>+24(SB)/8, $0x3ff11301d0125b51
DATA exp2tab<>+32(SB)/8, $0x3ff172b83c7d517b
DATA exp2tab<>+40(SB)/8, $0x3ff1d4873168b9aa
DATA exp2tab<>+48(SB)/8, $0x3ff2387a6e756238
DATA exp2tab<>+56(SB)/8, $0x3ff29e9df51fdee1
DATA exp2tab<>+64(SB)/8, $0x3ff306fe0a31b715
DATA exp2tab<>+72(SB)/8, $0x3ff371a7373aa9cb
DATA exp2tab<>+80(SB)/8, $0x3ff3dea64c123422
DATA exp2tab<>+88(SB)/8, $0x3ff44e086061892d
DATA exp2tab<>+96(SB)/8, $0x3ff4bfdad5362a27
DATA exp2tab<>+104(SB)/8, $0x3ff5342b569d4f82
DATA exp2tab<>+112(SB)/8, $0x3ff5ab07dd485429
DATA exp2tab<>+120(SB)/8, $0x3ff6247eb03a5584
DATA exp2tab<>+128(SB)/8, $0x3ff6a09e667f3bcc
DATA exp2tab<>+136(SB)/8, $0x3ff71f75e8ec5f74
DATA exp2tab<>+144(SB)/8, $0x3ff7a11473eb0187
DATA exp2tab<>+152(SB)/8, $0x3ff82589994cce12
DATA exp2tab<>+160(SB)/8, $0x3ff8ace5422aa0dc
DATA exp2tab<>+168(SB)/8, $0x3ff93737b0cdc5e5
DATA exp2tab<>+176(SB)/8, $0x3ff9c49182a3f090
DATA exp2tab<>+184(SB)/8, $0x3ffa5503b23e255c
DATA exp2tab<>+192(SB)/8, $0x3ffae89f995ad3ae
DATA exp2tab<>+200(SB)/8, $0x3ffb7f76f2fb5e47
DATA exp2tab<>+208(SB)/8, $0x3ffc199bdd85529c
DATA exp2tab<>+216(SB)/8, $0x3ffcb720dcef9069
DATA exp2tab<>+224(SB)/8, $0x3ffd5818dcfba487
DATA exp2tab<>+232(SB)/8, $0x3ffdfc97337b9b5f
DATA exp2tab<>+240(SB)/8, $0x3ffea4afa2a490da
DATA exp2tab<>+248(SB)/8, $0x3fff50765b6e4540
GLOBL exp2tab<>(SB), RODATA|NOPTR, $256

// EXPCONSTS loads what EXP keeps in registers: Z16-Z25 the constants of
// the reduction and the polynomial, Z26-Z29 the table.
#define EXPCONSTS \
	VBROADCASTSD C_LOG2E32, Z16; \
	VBROADCASTSD C_SHIFT, Z17; \
	VBROADCASTSD C_LN2HI32, Z18; \
	VBROADCASTSD C_LN2LO32, Z19; \
	VBROADCASTSD C_R720, Z20; \
	VBROADCASTSD C_R120, Z21; \
	VBROADCASTSD C_R24, Z22; \
	VBROADCASTSD C_R6, Z23; \
	VBROADCASTSD C_HALF, Z24; \
	VBROADCASTSD C_ONE, Z25; \
	VMOVUPD exp2tab<>+0(SB), Z26; \
	VMOVUPD exp2tab<>+64(SB), Z27; \
	VMOVUPD exp2tab<>+128(SB), Z28; \
	VMOVUPD exp2tab<>+192(SB), Z29

// EXP sets X = e^X (expBlock), with temporaries A-D and K1.
//   t = x*(32 log2e) + shift; n = t - shift
//   r = fma(-n, ln2Lo/32, x - n*(ln2Hi/32)); ni = bits(t) - bits(shift)
//   p = r*q, q = expPoly(r) by fused multiply-adds from 1/720
//   tab = 2^((ni mod 32)/32): the low 4 bits of ni index a pair of
//   registers, bit 4 picks the pair.
//   X = bits(fma(tab, p, tab)) + (ni>>5)<<52
#define EXP(X, A, B, C, D) \
	VMULPD Z16, X, A; \
	VADDPD Z17, A, A; \
	VSUBPD Z17, A, B; \
	VMULPD Z18, B, C; \
	VSUBPD C, X, C; \
	VFNMADD231PD Z19, B, C; \
	VPSUBQ Z17, A, A; \
	VMOVAPD Z21, B; \
	VFMADD231PD Z20, C, B; \
	VFMADD213PD Z22, C, B; \
	VFMADD213PD Z23, C, B; \
	VFMADD213PD Z24, C, B; \
	VFMADD213PD Z25, C, B; \
	VMULPD C, B, B; \
	VMOVDQA64 A, C; \
	VPERMI2PD Z27, Z26, C; \
	VMOVDQA64 A, D; \
	VPERMI2PD Z29, Z28, D; \
	VPTESTMQ.BCST C_SIXTEEN, A, K1; \
	VMOVAPD D, K1, C; \
	VFMADD213PD C, C, B; \
	VPSRAQ $5, A, A; \
	VPSLLQ $52, A, A; \
	VPADDQ A, B, X

// EXPM1SMALL sets P = expm1Small(X).
#define EXPM1SMALL(X, P) \
	VBROADCASTSD C_R11F, P; \
	VFMADD231PD.BCST C_R12F, X, P; \
	VFMADD213PD.BCST C_R10F, X, P; \
	VFMADD213PD.BCST C_R9F, X, P; \
	VFMADD213PD.BCST C_R8F, X, P; \
	VFMADD213PD.BCST C_R7F, X, P; \
	VFMADD213PD Z20, X, P; \
	VFMADD213PD Z21, X, P; \
	VFMADD213PD Z22, X, P; \
	VFMADD213PD Z23, X, P; \
	VFMADD213PD Z24, X, P; \
	VMULPD X, P, P; \
	VFMADD213PD X, X, P

// EXPM1 sets X = expm1Block(X) for one vector, with temporaries A-E and
// K1, K2: the Taylor polynomial where |X| < 0.35, else e^X - 1. A vector
// whose lanes all take the same branch computes only that one; NOSMALL,
// ALLSMALL and DONE name the labels this expansion uses.
#define EXPM1(X, A, B, C, D, E, NOSMALL, ALLSMALL, DONE) \
	VPANDQ.BCST C_ABS, X, A; \
	VCMPPD.BCST $0x11, C_SMALL, A, K2; \
	KORTESTB K2, K2; \
	JEQ NOSMALL; \
	JCS ALLSMALL; \
	EXPM1SMALL(X, E); \
	EXP(X, A, B, C, D); \
	VSUBPD Z25, X, X; \
	VMOVAPD E, K2, X; \
	JMP DONE; \
NOSMALL: \
	EXP(X, A, B, C, D); \
	VSUBPD Z25, X, X; \
	JMP DONE; \
ALLSMALL: \
	EXPM1SMALL(X, E); \
	VMOVAPD E, X; \
DONE:

// LOGMANT sets F = logMant(F), with temporaries S, Z, P.
//   s = f/(2+f); z = s*s; p = fma(z, 1/17, 1/15); ...; p = fma(z, p, 1/3)
//   F = fma(2s, z*p, 2s)
#define LOGMANT(F, S, Z, P) \
	VADDPD.BCST C_TWO, F, S; \
	VDIVPD S, F, S; \
	VMULPD S, S, Z; \
	VBROADCASTSD C_R15, P; \
	VFMADD231PD.BCST C_R17, Z, P; \
	VFMADD213PD.BCST C_R13, Z, P; \
	VFMADD213PD.BCST C_R11, Z, P; \
	VFMADD213PD.BCST C_R9, Z, P; \
	VFMADD213PD.BCST C_R7, Z, P; \
	VFMADD213PD.BCST C_R5, Z, P; \
	VFMADD213PD.BCST C_R3, Z, P; \
	VMULPD Z, P, P; \
	VADDPD S, S, S; \
	VFMADD213PD S, S, P; \
	VMOVAPD P, F

// LOGSPLIT sets A = m-1 and B = k for positive normal U = 2^k m (logBlock):
//   ix = bits(u) + (bits(1) - sqrtH); k = (ix>>52) - 1023
//   m = ix&(1<<52-1) + sqrtH
#define LOGSPLIT(U, A, B) \
	VPADDQ.BCST C_LOGOFF, U, A; \
	VPSRLQ $52, A, B; \
	VPSUBQ.BCST C_BIAS, B, B; \
	VCVTQQ2PD B, B; \
	VPANDQ.BCST C_MANT, A, A; \
	VPADDQ.BCST C_SQRTH, A, A; \
	VSUBPD Z25, A, A

// LOGJOIN sets U = B*ln2Hi + (B*ln2Lo + A), with temporary C.
#define LOGJOIN(A, B, C, U) \
	VMULPD.BCST C_LN2LO, B, C; \
	VADDPD A, C, C; \
	VMULPD.BCST C_LN2HI, B, B; \
	VADDPD C, B, U

// LOG sets U = logBlock(U) for positive normal U, with temporaries A-D:
// U = k*ln2Hi + (k*ln2Lo + logMant(m-1)).
#define LOG(U, A, B, C, D) \
	LOGSPLIT(U, A, B); \
	LOGMANT(A, C, D, U); \
	LOGJOIN(A, B, C, U)

// LOG1P sets X to the result of Log1p's block for valid X, with
// temporaries A-E and K2: logMant(X) where log1pLo < X < log1pHi, else
// logBlock(1+X). One logMant serves both: its operand is X or m-1.
#define LOG1P(X, A, B, C, D, E) \
	VCMPPD.BCST $0x1e, C_L1PLO, X, K2; \
	VCMPPD.BCST $0x11, C_L1PHI, X, K2, K2; \
	VADDPD Z25, X, E; \
	LOGSPLIT(E, A, B); \
	VMOVAPD X, K2, A; \
	LOGMANT(A, C, D, E); \
	LOGJOIN(A, B, C, X); \
	VMOVAPD A, K2, X

// PROLOGUE loads the arguments (DI dst, SI src, CX n, R8 special), the
// constants of EXP and clears K7, the union of the special lanes.
#define PROLOGUE \
	ARGS; \
	EXPCONSTS

// ARGS loads the arguments (DI dst, SI src, CX n, R8 special) and clears
// K7, the union of the special lanes.
#define ARGS \
	MOVQ dst+0(FP), DI; \
	MOVQ src+8(FP), SI; \
	MOVQ n+16(FP), CX; \
	MOVQ special+24(FP), R8; \
	KXORW K7, K7, K7

// LOAD loads 16 operands into Z10 and widens them into Z0 and Z1.
#define LOAD \
	VMOVUPS (SI), Z10; \
	VCVTPS2PD Y10, Z0; \
	VEXTRACTF32X8 $1, Z10, Y11; \
	VCVTPS2PD Y11, Z1

// STORE32 stores the 16 float32 results in Z0 with the operands of the
// special lanes (K3, operands in Z10) over them, records K3 and advances.
#define STORE32(LOOP) \
	VMOVUPS Z0, (DI); \
	VMOVUPS Z10, K3, (DI); \
	KMOVW K3, (R8); \
	KORW K3, K7, K7; \
	ADDQ $64, SI; \
	ADDQ $64, DI; \
	ADDQ $2, R8; \
	SUBQ $16, CX; \
	JNZ LOOP

// STORE narrows Z0 and Z1 into 16 results and stores them as STORE32.
#define STORE(LOOP) \
	VCVTPD2PS Z0, Y0; \
	VCVTPD2PS Z1, Y1; \
	VINSERTF32X8 $1, Y1, Z0, Z0; \
	STORE32(LOOP)

// EPILOGUE reports whether any lane was special.
#define EPILOGUE \
	KORTESTW K7, K7; \
	SETNE flagged+32(FP); \
	VZEROUPPER; \
	RET

// EXPF32CONSTS loads the constants of EXPF32 into Z16-Z29.
#define EXPF32CONSTS \
	VBROADCASTSS expf32<>+0(SB), Z16; \
	VBROADCASTSS expf32<>+4(SB), Z17; \
	VBROADCASTSS expf32<>+8(SB), Z18; \
	VBROADCASTSS expf32<>+12(SB), Z19; \
	VBROADCASTSS expf32<>+16(SB), Z20; \
	VBROADCASTSS expf32<>+20(SB), Z21; \
	VBROADCASTSS expf32<>+24(SB), Z22; \
	VBROADCASTSS expf32<>+28(SB), Z23; \
	VBROADCASTSS expf32<>+32(SB), Z24; \
	VBROADCASTSS expf32<>+36(SB), Z25; \
	VBROADCASTSS expf32<>+40(SB), Z26; \
	VBROADCASTSS expf32<>+44(SB), Z27; \
	VBROADCASTSS expf32<>+48(SB), Z28; \
	VBROADCASTSS expf32<>+52(SB), Z29

// EXPF32 sets X = ExpF32(X) for 16 float32 lanes that are not NaN, with
// temporaries A-C:
//   x = min(max(x, lo), hi); n = min(floor(fma(x, log2e, 1/2)), 127)
//   r = fma(-n, ln2Lo, fma(-n, ln2Hi, x))
//   p = fma(fma(...fma(P0, r, P1)..., r, P5), r*r, r) + 1; X = p * 2^n
#define EXPF32(X, A, B, C) \
	VMAXPS Z29, X, X; \
	VMINPS Z28, X, X; \
	VMOVAPS X, A; \
	VFMADD213PS Z17, Z16, A; \
	VRNDSCALEPS $9, A, A; \
	VMINPS Z26, A, A; \
	VMOVAPS X, B; \
	VFNMADD231PS Z18, A, B; \
	VFNMADD231PS Z19, A, B; \
	VMOVAPS Z20, C; \
	VFMADD213PS Z21, B, C; \
	VFMADD213PS Z22, B, C; \
	VFMADD213PS Z23, B, C; \
	VFMADD213PS Z24, B, C; \
	VFMADD213PS Z25, B, C; \
	VMULPS B, B, X; \
	VFMADD213PS B, X, C; \
	VADDPS Z27, C, C; \
	VSCALEFPS A, C, X

// EXPF32PROLOGUE is PROLOGUE with the constants of EXPF32.
#define EXPF32PROLOGUE \
	ARGS; \
	EXPF32CONSTS

// func expAVX512(dst, src *float32, n int, special *uint16) (flagged bool)
//
// ExpF32 in float32 lanes; NaN operands are flagged.
TEXT ·expAVX512(SB), NOSPLIT, $0-33
	EXPF32PROLOGUE

exploop:
	VMOVUPS (SI), Z10
	VCMPPS $3, Z10, Z10, K3 // NaN
	VMOVAPS Z10, Z0
	EXPF32(Z0, Z1, Z2, Z3)
	STORE32(exploop)
	EPILOGUE

// func logisticAVX512(dst, src *float32, n int, special *uint16) (flagged bool)
TEXT ·logisticAVX512(SB), NOSPLIT, $0-33
	PROLOGUE
	VBROADCASTSD C_P120, Z30
	VBROADCASTSD C_M120, Z31

logisticloop:
	LOAD
	VCMPPS $3, Z10, Z10, K3 // NaN
	VPXORQ.BCST C_SIGN, Z0, Z0
	VPXORQ.BCST C_SIGN, Z1, Z1
	VMINPD Z30, Z0, Z0
	VMAXPD Z31, Z0, Z0
	VMINPD Z30, Z1, Z1
	VMAXPD Z31, Z1, Z1
	EXP(Z0, Z2, Z3, Z4, Z5)
	EXP(Z1, Z6, Z7, Z8, Z9)
	VADDPD Z25, Z0, Z0
	VDIVPD Z0, Z25, Z0
	VADDPD Z25, Z1, Z1
	VDIVPD Z1, Z25, Z1
	STORE(logisticloop)
	EPILOGUE

// func tanhAVX512(dst, src *float32, n int, special *uint16) (flagged bool)
TEXT ·tanhAVX512(SB), NOSPLIT, $0-33
	ARGS
	VBROADCASTSS tanhf32<>+0(SB), Z16
	VBROADCASTSS tanhf32<>+4(SB), Z17
	VBROADCASTSS tanhf32<>+8(SB), Z18
	VBROADCASTSS tanhf32<>+12(SB), Z19
	VBROADCASTSS tanhf32<>+16(SB), Z20
	VBROADCASTSS tanhf32<>+20(SB), Z21
	VBROADCASTSS tanhf32<>+24(SB), Z22
	VBROADCASTSS tanhf32<>+28(SB), Z23
	VBROADCASTSS tanhf32<>+32(SB), Z24
	VBROADCASTSS tanhf32<>+36(SB), Z25
	VBROADCASTSS tanhf32<>+40(SB), Z26
	VBROADCASTSS tanhf32<>+44(SB), Z27
	VBROADCASTSS tanhf32<>+48(SB), Z28
	VBROADCASTSS tanhf32<>+52(SB), Z29
	VPBROADCASTD C_ABS32, Z30

tanhloop:
	// TanhF32: xc = min(max(x, -c), c), x2 = xc², numerator and
	// denominator by fused Horner steps in x2, xc·num/den; x itself
	// where |x| < 0.0004 (K2); NaN lanes (K3) are flagged.
	VMOVUPS (SI), Z10
	VCMPPS $3, Z10, Z10, K3
	VPANDD Z30, Z10, Z1
	VCMPPS $0x11, Z18, Z1, K2
	VMAXPS Z17, Z10, Z1
	VMINPS Z16, Z1, Z1
	VMULPS Z1, Z1, Z2
	VMOVAPS Z19, Z3
	VFMADD213PS Z20, Z2, Z3
	VFMADD213PS Z21, Z2, Z3
	VFMADD213PS Z22, Z2, Z3
	VFMADD213PS Z23, Z2, Z3
	VFMADD213PS Z24, Z2, Z3
	VFMADD213PS Z25, Z2, Z3
	VMULPS Z3, Z1, Z3
	VMOVAPS Z26, Z4
	VFMADD213PS Z27, Z2, Z4
	VFMADD213PS Z28, Z2, Z4
	VFMADD213PS Z29, Z2, Z4
	VDIVPS Z4, Z3, Z0
	VMOVAPS Z10, K2, Z0
	STORE32(tanhloop)
	EPILOGUE

// func expm1AVX512(dst, src *float32, n int, special *uint16) (flagged bool)
TEXT ·expm1AVX512(SB), NOSPLIT, $0-33
	PROLOGUE
	VBROADCASTSD C_EXPHI, Z30
	VBROADCASTSD C_M40, Z31
	VPXORQ Z15, Z15, Z15

expm1loop:
	LOAD
	VCMPPS $3, Z10, Z10, K3 // NaN
	VCMPPS $0, Z15, Z10, K4 // ±0
	KORW K4, K3, K3
	VMAXPD Z31, Z0, Z0
	VMINPD Z30, Z0, Z0
	VMAXPD Z31, Z1, Z1
	VMINPD Z30, Z1, Z1
	EXPM1(Z0, Z2, Z3, Z4, Z5, Z12, expm1big0, expm1small0, expm1done0)
	EXPM1(Z1, Z6, Z7, Z8, Z9, Z13, expm1big1, expm1small1, expm1done1)
	STORE(expm1loop)
	EPILOGUE

// func logAVX512(dst, src *float32, n int, special *uint16) (flagged bool)
TEXT ·logAVX512(SB), NOSPLIT, $0-33
	PROLOGUE
	VBROADCASTSS C_INF32, Z30
	VPXORQ Z31, Z31, Z31

logloop:
	LOAD
	// Special unless 0 < v < +Inf.
	VCMPPS $0x1e, Z31, Z10, K4
	VCMPPS $0x11, Z30, Z10, K4, K4
	KNOTW K4, K3
	LOG(Z0, Z2, Z3, Z4, Z5)
	LOG(Z1, Z6, Z7, Z8, Z9)
	STORE(logloop)
	EPILOGUE

// func log1pAVX512(dst, src *float32, n int, special *uint16) (flagged bool)
TEXT ·log1pAVX512(SB), NOSPLIT, $0-33
	PROLOGUE
	VBROADCASTSS C_INF32, Z30
	VBROADCASTSS C_M1F32, Z31

log1ploop:
	LOAD
	// Special unless -1 < v < +Inf.
	VCMPPS $0x1e, Z31, Z10, K4
	VCMPPS $0x11, Z30, Z10, K4, K4
	KNOTW K4, K3
	LOG1P(Z0, Z2, Z3, Z4, Z5, Z12)
	LOG1P(Z1, Z6, Z7, Z8, Z9, Z13)
	STORE(log1ploop)
	EPILOGUE

// func absAVX512(dst, src *float32, n int, special *uint16) (flagged bool)
//
// The sign bit cleared; NaN lanes are special.
TEXT ·absAVX512(SB), NOSPLIT, $0-33
	ARGS
	VPBROADCASTD C_ABS32, Z31

absloop:
	VMOVUPS (SI), Z10
	VCMPPS $3, Z10, Z10, K3 // NaN
	VPANDD Z31, Z10, Z0
	VMOVUPS Z0, (DI)
	VMOVUPS Z10, K3, (DI)
	KMOVW K3, (R8)
	KORW K3, K7, K7
	ADDQ $64, SI
	ADDQ $64, DI
	ADDQ $2, R8
	SUBQ $16, CX
	JNZ absloop
	EPILOGUE

// func expSubAVX512(dst, src *float32, n int, special *uint16, m float32) (flagged bool)
//
// expAVX512 of src[i] - m (rounded to float32); the special lanes keep
// src[i] - m.
TEXT ·expSubAVX512(SB), NOSPLIT, $0-41
	EXPF32PROLOGUE
	VBROADCASTSS m+32(FP), Z12

expsubloop:
	VMOVUPS (SI), Z10
	VSUBPS Z12, Z10, Z10
	VCMPPS $3, Z10, Z10, K3 // NaN
	VMOVAPS Z10, Z0
	EXPF32(Z0, Z1, Z2, Z3)
	STORE32(expsubloop)
	KORTESTW K7, K7
	SETNE flagged+40(FP)
	VZEROUPPER
	RET

// func maxAVX512(src *float32, n int) (m float32, nan bool)
//
// The largest of src[:n] (n a positive multiple of 16) as VMAXPS orders
// them (of two zeros, either), and whether any was NaN (m is then
// meaningless).
TEXT ·maxAVX512(SB), NOSPLIT, $0-21
	MOVQ src+0(FP), SI
	MOVQ n+8(FP), CX
	VMOVUPS (SI), Z0
	KXORW K7, K7, K7

maxloop:
	VMOVUPS (SI), Z1
	VCMPPS $3, Z1, Z1, K1
	KORW K1, K7, K7
	VMAXPS Z1, Z0, Z0
	ADDQ $64, SI
	SUBQ $16, CX
	JNZ maxloop
	VEXTRACTF32X8 $1, Z0, Y1
	VMAXPS Y1, Y0, Y0
	VEXTRACTF128 $1, Y0, X1
	VMAXPS X1, X0, X0
	VPERMILPS $0x4e, X0, X1
	VMAXPS X1, X0, X0
	VPERMILPS $0xb1, X0, X1
	VMAXPS X1, X0, X0
	MOVSS X0, m+16(FP)
	KORTESTW K7, K7
	SETNE nan+20(FP)
	VZEROUPPER
	RET

// func divAVX512(x *float32, n int, s float32)
//
// x[i] /= s for i < n, n a positive multiple of 16.
TEXT ·divAVX512(SB), NOSPLIT, $0-20
	MOVQ x+0(FP), DI
	MOVQ n+8(FP), CX
	VBROADCASTSS s+16(FP), Z1

divloop:
	VMOVUPS (DI), Z0
	VDIVPS Z1, Z0, Z0
	VMOVUPS Z0, (DI)
	ADDQ $64, DI
	SUBQ $16, CX
	JNZ divloop
	VZEROUPPER
	RET
