import type { GameType } from './providers';

// Word lists the generated game names are made of: a first part and a second part per category. Every name is
// invented; lists are long enough that each category has many more pairs than it needs games.

/** Words of a list written as one comma-separated text, so long lists stay compact. */
const words = (text: string): readonly string[] => text.split(/\s*,\s*/);

export type NameParts = readonly [first: readonly string[], second: readonly string[]];

const SLOT_FIRST =
  words(`Golden, Lucky, Mystic, Wild, Royal, Dragon, Fortune, Mega, Super, Sweet, Aztec, Pharaoh, Jungle, Ocean,
Neon, Thunder, Diamond, Cherry, Sakura, Viking, Jade, Phoenix, Tiger, Panda, Samurai, Cosmic, Crystal,
Emerald, Ruby, Sapphire, Buffalo, Wolf, Pirate, Safari, Carnival, Fiesta, Lotus, Koi, Monkey, Rooster,
Olympian, Atlantis, Samba, Frozen, Volcano, Sunset, Midnight, Starlight, Treasure, Candy`);
const SLOT_SECOND =
  words(`Riches, Fortune, Treasures, Gems, Spins, Jackpot, Kingdom, Quest, Legends, Blaze, Bonanza, Empire,
Palace, Vault, Wilds, Reels, Gold, Charms, Magic, Rush, Party, Festival, Temple, Dynasty, Warriors,
Queen, King, Hunter, Frenzy, Storm, Nights, Journey, Secrets, Blessings, Crown, Coins, Link, Heist,
Fever, Express`);

export const NAME_PARTS: Record<GameType, NameParts> = {
  slot_game: [SLOT_FIRST, SLOT_SECOND],
  casino: [
    words(`Speed, VIP, Squeeze, Classic, Golden, No Commission, Auto, Royal, Prestige, Salon, Turbo`),
    words(`Baccarat, Roulette, Blackjack, Sic Bo, Dragon Tiger, Fan Tan, Andar Bahar, Bac Bo, Dice`),
  ],
  hash_game: [
    words(`Hash, Turbo Hash, Block Hash, Chain`),
    words(`Big Small, Lucky Number, Niu Niu, Dice, Bull Bull, Roulette, Baccarat, Hi-Lo, Lotto, Pairs`),
  ],
  sportsbook: [
    words(`Virtual, Live, Pro, Instant, Asian`),
    words(`Sportsbook, Football, Basketball, Tennis, E-Sports, Cricket, Handicap, Parlay`),
  ],
  fishing: [
    words(`Dragon, Golden, Ocean, Mega, Royal, Lucky, Deep Sea, Monster, Happy, Bomb, Star, Kraken`),
    words(`Fishing, Hunter, Fishing King, Catch, Fish Party, Reef Hunt, Bounty`),
  ],
  poker: [
    words(`Classic, Royal, Turbo, Deluxe, Golden, VIP, Lucky, Jackpot`),
    words(`Texas Hold'em, Teen Patti, Pai Gow, Three Card Poker, Blackjack, Niu Niu, Pok Deng, Rummy`),
  ],
  sabong: [
    words(`Manila, Cebu, Davao, Pampanga, Bacolod, Iloilo, Laguna, Batangas, Bohol`),
    words(`Derby, Sabong Live, Cockfight Arena, Grand Derby, Pit Fights`),
  ],
  lottery: [
    words(`Speedy, Royal, Golden, Lucky, Jackpot, Midnight, Express, 1-Minute, 3-Minute, 5-Minute`),
    words(`Keno, Lotto, Pick 3, Pick 4, Super Lotto, PK10, 11x5, 4D, 5D, Daily Draw`),
  ],
  horse_racing: [
    words(`Golden, Derby Day, Royal, Thunder, Turf, Night, Classic, Grand`),
    words(`Derby, Stakes, Cup, Horse Racing, Greyhounds, Harness Racing, Gallop`),
  ],
  bingo: [
    words(`Lucky, Turbo, Party, Jackpot, Candy, Pirate, Samba, Disco, Mega, Classic`),
    words(`Bingo 75, Bingo 90, Bingo 30, Bingo Bash, Bingo Blast`),
  ],
  arcade: [
    words(`Mini, Neon, Pixel, Turbo, Lucky, Cosmic, Candy, Crystal, Jungle, Royal`),
    words(`Mines, Plinko, Hi-Lo, Limbo, Scratch, Tower, Coin Flip, Wheel, Goal, Penalty`),
  ],
  crash: [
    words(`Sky, Cosmic, Turbo, Lucky, Star, Neon, Jet, Moon`),
    words(`Rocket, Pilot, Balloon, Rush, Crash, Blast, Lift-Off, Racer`),
  ],
};
