from enum import StrEnum


class DikdikCardAskedDataCard(StrEnum):
    BEARDED_TIT = "bearded tit"
    BLUE_FOOTED_BOOBY = "blue footed booby"
    BOOBOOK = "boobook"
    BUSHTIT = "bushtit"
    COCKCHAFER = "cockchafer"
    DICKCISSEL = "dickcissel"
    DIK_DIK = "dik dik"
    DUSKY_TITI = "dusky titi"
    FRIED_EGG_JELLYFISH = "fried egg jellyfish"
    HAIRY_FROGFISH = "hairy frogfish"
    HAIRY_NOSED_WOMBAT = "hairy nosed wombat"
    HORNY_TOAD = "horny toad"
    NAKED_MOLE_RAT = "naked mole rat"
    NIPPLEWORT = "nipplewort"
    PINK_FAIRY_ARMADILLO = "pink fairy armadillo"
    RED_LIPPED_BATFISH = "red lipped batfish"
    SARCASTIC_FRINGEHEAD = "sarcastic fringehead"
    SCREAMING_HAIRY_ARMADILLO = "screaming hairy armadillo"
    SHAGGY_INK_CAP = "shaggy ink cap"
    SLIPPERY_DICK = "slippery dick"
    SPINY_LUMPSUCKER = "spiny lumpsucker"
    STICKY_WILLY = "sticky willy"
    STINKHORN = "stinkhorn"
    TUFTED_TITMOUSE = "tufted titmouse"
    WONDERPUS = "wonderpus"

    def __str__(self) -> str:
        return str(self.value)
