//===- StablehloOps.cpp - Definitions generated from the op specs ---------===//
//
// The generated op definitions are split into shards compiled separately
// (the build compiles this file once per shard, with STABLEHLO_OPS_SHARD
// set). The ops' verifiers and custom parsers live in the file of their
// category (ElementwiseOps.cpp, DataMovementOps.cpp, ...).
//
//===----------------------------------------------------------------------===//

#include "StablehloOps.h"

#include "AssemblyFormat.h"

using namespace mlir;
using namespace mlir::stablehlo;

#ifndef STABLEHLO_OPS_SHARD
#error "STABLEHLO_OPS_SHARD must name the shard to compile"
#endif

#if STABLEHLO_OPS_SHARD == 0
#define GET_OP_DEFS_0
#elif STABLEHLO_OPS_SHARD == 1
#define GET_OP_DEFS_1
#elif STABLEHLO_OPS_SHARD == 2
#define GET_OP_DEFS_2
#elif STABLEHLO_OPS_SHARD == 3
#define GET_OP_DEFS_3
#else
#error "unknown shard"
#endif
#include "StablehloOps.cpp.inc"
