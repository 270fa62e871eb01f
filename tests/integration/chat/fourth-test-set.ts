import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

export const FOURTH_TEST_SET: LabelledMessage[] = [
  // ── urgent ──
  {
    message: "abeg una ep mi, polis don ol mi boy na Kissy polis stashon frɔm yestade, dem nor gri fo lef am",
    intent: "urgent",
  },
  {
    message:
      "so we were coming back from a birthday thing at Hill Station, 4 of us in one keke, n police stopped us at the checkpoint. searched evrybody, found nothing, but still took my roommate Osman bcos he talked back. its been 5 hrs n he's still at Central police. wat do we do pls",
    intent: "urgent",
  },
  {
    message:
      "Dear Sir/Madam, I write with some urgency. My nephew was taken into custody early this morning by officers from Eastern Police and he remains detained there as I write. Would one of your advocates be so good as to attend the station at once?",
    intent: "urgent",
  },
  {
    message:
      "Hello, I'm writing from Croydon. For about two years I've been sorting out my late father's land in Waterloo, and my cousin Alusine has been my eyes on the ground: checking the plot, talking to the surveyor, paying the watchman. This morning his wife rang me in tears. The other family came to the land with police, they arrested him, and he is sitting in a cell at Waterloo station right now. Nobody will tell her the charge. Can someone from your firm get to the station today?",
    intent: "urgent",
  },
  {
    message:
      "i was at the market selling when my neighbour call me that police come to the school and tek my son and 2 other boys they say they fight a teacher he only 16 he never fight nobody he dey cell now pls pls sombody go there",
    intent: "urgent",
  },
  {
    message: "My shop boy don arrest for Bo police since morning, dem say e tif money from customer but na lie. I want lawyer go there today sharp sharp",
    intent: "urgent",
  },
  {
    message:
      "Sir, my brother work with me offloading at Queen Elizabeth Quay. This morning some bags burst open and police say the boat carry bad thing. They take my brother and two other boys inside their office and lock them. Until now they are there. Please help us",
    intent: "urgent",
  },
  {
    message: "bro the police just grabbed my cousin from the football pitch in Congo Cross, he's in their pickup right now what do we do",
    intent: "urgent",
  },
  { message: "POLIS DE NA MI DOR NAW DEM WAN KARI MI MAN", intent: "urgent" },
  {
    message: "My father has been on remand at Pademba Road for three weeks now and no lawyer has seen him even once",
    intent: "urgent",
  },
  {
    message:
      "Mi man na drayva fo wan kɔmpin na Wellington. Fraide i kam os, Satide mɔnin CID pipul dem kam tek am se i sɛl di kɔmpin in fyul. Sɛns dat tɛm i lɔk na CID, nor bel nor notin, dem nor gri mek wi si am. Abeg una go de fo am",
    intent: "urgent",
  },
  {
    message: "im typing from inside the station they took my phone but the officer let me use it for 2 min i need a lawyer here now",
    intent: "urgent",
  },
  {
    message:
      "Mi sista in man de drɛb okada. Tide mɔnin trafik polis stop am na Lumley rawndabawt, dem se in pepa dem nor kompleet, wahala kam, dem bit am smɔl, naw dem don kari am go Lumley polis stashon en dem nor alaw fambul fo si am. Abeg una get lawyer we go go de naw?",
    intent: "urgent",
  },
  {
    message: "lecturer accused my friend of stealing a laptop frm the lab, cops came 2 the hostel n carried him, he's still at the station. can a lawyer come?",
    intent: "urgent",
  },
  {
    message:
      "To whom it may concern. My son, aged twenty-four, was arrested at approximately ten o'clock this morning by officers of the Criminal Investigations Department and is at present being held at their headquarters. I respectfully request the immediate assistance of counsel.",
    intent: "urgent",
  },
  {
    message:
      "I'm in Maryland and I just got a WhatsApp voice note from my aunt. My brother Sheku was picked up by police in Kenema this afternoon over the argument about our mother's house, and he's still in custody there. I can pay from here, I just need someone to get to him tonight. How do we proceed?",
    intent: "urgent",
  },
  {
    message: "my dautr detaind at wellington polic statn sinc las nite they say she fite a gal plz i beg help",
    intent: "urgent",
  },
  {
    message:
      "I get container of rice wey land for Freetown last month, we carry am go Kenema. Today police come inside my store and say di papers nor correct, dem lock my store manager inside for Kenema station. E dey there now and dem nor gree bail am. Wetin we go do?",
    intent: "urgent",
  },
  {
    message: "Navy men take our captain from the boat this morning near Tombo. They keep him at the base until now. We need lawyer quick",
    intent: "urgent",
  },
  {
    message: "is it normal that the police is holding my big brother for 2 days without charging him?? he's still in there",
    intent: "urgent",
  },
  { message: "dem ol mi pikin na polis", intent: "urgent" },
  {
    message:
      "We flew in from Heathrow together for my father-in-law's 40th day. At arrivals in Lungi immigration took my wife aside because of something about her passport, and it's been over an hour. They are still keeping her in a back room and won't say why or let me in.",
    intent: "urgent",
  },
  {
    message:
      "Good afternoon. I chair a small community development association. One of our field officers was detained by police in Makeni during a town hall meeting yesterday and he remains in custody. Kindly advise how swiftly one of your criminal lawyers could attend.",
    intent: "urgent",
  },
  {
    message: "urgnt!! bro arrestd 2day @ Ross Rd station, need lawyer asap",
    intent: "urgent",
  },
  {
    message: "they com tek my boy in d nite with no paper he is at the station now i dont no wat to do pls answer me",
    intent: "urgent",
  },
  {
    message: "Abeg, my brother e dey detention for Bo since Monday, dem say court go sit Thursday. We need somebody before dat",
    intent: "urgent",
  },
  {
    message:
      "We come back from sea this morning with dried fish to sell. Customs men say we bring the fish from Guinea without paper. They hold my friend and his canoe at the wharf, put him in their small room and lock the door. He still there now. What we go do?",
    intent: "urgent",
  },
  {
    message:
      "I'm so sorry for the long message. My mum is 68 and lives in our family house in Wilberforce. There has been a long quarrel with the neighbour over the fence line and I've been trying to calm it down by phone from Birmingham. Today the neighbour brought police and they arrested my mum for 'malicious damage' because she pulled down some zinc. She is elderly and diabetic and they are keeping her at the station as we speak. Please can a lawyer go and get her out?",
    intent: "urgent",
  },
  {
    message: "wi neba bin kam wit polis, dem kari mi anti go na stashon, i de de naw. una fo ep wi",
    intent: "urgent",
  },
  { message: "arrested right now at aberdeen. need lawyer", intent: "urgent" },
  {
    message: "Di kaunsil pipul dem kam na Dove Cut maket, dem sez mi gud dem en dem arest mi kompin. Na di polis stashon dem de wit am naw naw",
    intent: "urgent",
  },
  {
    message: "pls my gf's dad is being held at CID HQ since friday, family cant see him. hw do we get a lawyer there",
    intent: "urgent",
  },
  {
    message:
      "Sir, I regret to inform you that my brother-in-law was apprehended this morning at his residence in Goderich and is still being held at the police post there. We require counsel without delay.",
    intent: "urgent",
  },
  {
    message: "they ARESTED my son at the junction he is in the back of the police car NOW help",
    intent: "urgent",
  },
  {
    message: "Di polis dem don kam na mi shop naw, dem de nak di do, dem se na mi dem de luk. Wetin a go du?",
    intent: "urgent",
  },
  {
    message: "mi man de lok na Kissy stashon since mɔnin. omos una de chaj fo bel matter?",
    intent: "urgent",
    also: ["knowledge:Fees"],
  },
  // ── safety ──
  {
    message: "mi man de bit mi ɛvri nɛt, tide i se i go kil mi. a de ayd na mi neba in os naw",
    intent: "safety",
  },
  {
    message: "my roommate's ex keeps threatening to hurt her and he's standing outside our hostel gate right now, she's shaking",
    intent: "safety",
  },
  {
    message:
      "Dear Sir, I am writing because I genuinely fear for my personal safety. A neighbour with whom I have a long-running boundary disagreement has openly said he will harm me, and last night he was seen near my gate holding a cutlass. I seek your immediate advice on how I may protect myself.",
    intent: "safety",
  },
  {
    message:
      "My sister in Kenema just messaged me that her husband beat her again tonight and threw her out, she's with the kids at a neighbour's place. I'm in Atlanta and I feel so helpless. What can be done for her right now?",
    intent: "safety",
  },
  {
    message: "he is hiting me and the children pls help i lock the bathroom door",
    intent: "safety",
  },
  {
    message:
      "I borrow money from some boys for Kenema to restock di shop after di fire, business nor go well so I delay to pay. Now dem don send voice note say dem go come burn my shop and kill me tonight. I fear for my life, I nor sleep for house",
    intent: "safety",
  },
  {
    message:
      "I work for one boat owner at Goderich three years. I see him sell the government fuel to another man and I tell my friend. Now the boat owner say he will kill me if I talk again. He send two men to my house last night with stick. I am afraid to sleep there",
    intent: "safety",
  },
  {
    message:
      "sorry if this is the wrong place. my mum travelled to Makeni for work and left me and my little brother with my stepdad. he hits me when he drinks, last week he cut my arm with his belt, and hes drinking again now in the parlour. im 15. who can i talk to",
    intent: "safety",
  },
  {
    message:
      "Mi mami ol naw, i de liv wit mi brɔda na Kissy Mɛs Mɛs. Mi brɔda in wɛf de bit am ɛvri tɛm we mi brɔda nor de. Tide mi mami kɔl mi de kray, i se di uman de na os naw wit stik en i lɔk insay di rum. Wetin a fo du?",
    intent: "safety",
  },
  {
    message: "a guy in my class raped me last week and he keeps texting dat he'll find me if i tell anyone",
    intent: "safety",
  },
  {
    message:
      "Madam, my house help has confided in me that she is being sexually abused by a male relative in the compound where she sleeps. She is frightened to go back tonight. I wish to know what immediate protection can be arranged.",
    intent: "safety",
  },
  {
    message:
      "I'll try to keep this short but it's complicated. Dad passed in 2021 and left the family house in Lumley to my stepmother and all of us children together. My half-brother, who is 22, has been taking over the house, and now he's started threatening my stepmother with a knife when she refuses to sign papers giving the house to him. She called me last night whispering because she was scared he'd hear her. She is not safe in that house. What should she do tonight?",
    intent: "safety",
  },
  {
    message: "my daughter husband chokking her i hear it on the phone pls send sombody",
    intent: "safety",
  },
  {
    message: "Abeg one man don threaten say e go shoot me because of di land boundary, e get gun, I dey hide for my uncle house for Kenema now",
    intent: "safety",
  },
  {
    message:
      "Last night after we land the catch, some men from the other side attack me on the jetty with stick because I nor gree sell them the fish cheap. They say they go come back tonight finish me. I dey hide now",
    intent: "safety",
  },
  {
    message:
      "so theres this boy from another school whos been beefing with me since the inter-sec football match. now someone in a whatsapp group posted my house address in Kingtom and a pic of me and says they'll come beat me up after school tomorrow, theres like 10 of them",
    intent: "safety",
  },
  { message: "i de bit mi", intent: "safety" },
  {
    message:
      "I owed two months rent and today the landlord came with three boys who slapped me and threw my things outside. They said they will come back tonight and deal with me properly. I am sitting at the roadside with my small children.",
    intent: "safety",
  },
  {
    message: "a man at our church keeps touching my little sister n she's scared 2 go home, he lives next door 2 us",
    intent: "safety",
  },
  {
    message:
      "I wish to report, in confidence, that my niece is being subjected to repeated violence by her husband and she is at present too frightened to leave the house.",
    intent: "safety",
  },
  {
    message: "my ex com to my hous with a cutlas shouting he wil kill me an tek the baby he is stil outside",
    intent: "safety",
  },
  {
    message:
      "Me and my wife get small quarrel last week and she go her mama house. Today her brothers dem come my house for Kenema, dem don break di window and say dem go beat me if I nor lef di house tonight. Dem still dey outside. I fear",
    intent: "safety",
  },
  {
    message: "one man on the quay put knife to my neck because of the fish money, he said next time I die",
    intent: "safety",
  },
  {
    message: "my big sister's boyfriend slaps her all the time and today her face is bleeding, she told me not to tell mum",
    intent: "safety",
  },
  {
    message:
      "Forgive the long email. My aunt in Bo has been looking after our family land since grandpa passed away. Yesterday some youths hired by another branch of the family came to the compound, beat her son badly, and told her she will 'disappear' if she does not leave by Sunday. She is terrified and won't sleep in the house. Is there anything that can protect her right now?",
    intent: "safety",
  },
  {
    message:
      "A bin si di tin we apin na di maket, we dem bit di yɔŋ bɔy te i dai. Polis kɔl mi fo go tɔk na kɔt. Naw di bɔy dem fambul de kam na mi tebul ɛvri de, dem se dem go kil mi if a go kɔt. A de fred bad bad wan",
    intent: "safety",
  },
  {
    message: "SOMEBODY IS BEATING MY MOTHER RIGHT NOW IN WATERLOO",
    intent: "safety",
  },
  // ── legal-question ──
  {
    message: "Mi landlod se a fo kɔmɔt na di rum bifo Fraide, i nor gi mi no pepa, a don pe rent te Disemba. i fit drɛb mi so? na di lɔ dat?",
    intent: "legal-question",
  },
  {
    message:
      "ok so long story. i argued wit a lecturer about my exam script bcos he gave me 30 n i know i did better. next thing im getting a letter saying im expelled 4 'gross misconduct', no panel, no hearing, nothing. can the uni even do that? is it legal",
    intent: "legal-question",
  },
  {
    message:
      "I should be obliged if you would advise whether a pension gratuity forms part of a deceased officer's estate under Sierra Leonean law, or whether it passes directly to the widow.",
    intent: "legal-question",
  },
  {
    message:
      "My grandfather had four wives and many children. He died without a will in 1998 and the family land in Wellington has never been divided. I've lived in Houston for twenty years and my cousins now say that because I'm abroad I've forfeited my share. Under Sierra Leone law, do I still have a right to a portion of that land?",
    intent: "legal-question",
  },
  {
    message:
      "my husband tell me yesterday he go divorce me because i no born boy pikin for him we have 3 girls he say he go take them to his mother in makeni. if he divorce me wil he take the childrn or do mothers keep them",
    intent: "legal-question",
  },
  {
    message:
      "I supply one supermarket for Kenema on credit since last year. Now e owe me 18 million Leones and e nor de pick call. If I take am go court I go win? Na only WhatsApp message we get as agreement",
    intent: "legal-question",
  },
  {
    message:
      "I work as watchman for one shipping company at the quay. Every month they pay me. Now three months the ship nor come and the manager say no ship no pay, but I still come every night to watch the yard. The company can stop my pay like that? Is that allowed?",
    intent: "legal-question",
  },
  {
    message:
      "me and my friend fell out and shes been spreading stuff about me. i recorded her on a call admitting she lied but she didnt know i was recording. now she says i broke the law. is it actually illegal to record someone without telling them in sierra leone",
    intent: "legal-question",
  },
  {
    message:
      "Mi pikin papa na sojaman, i get moni, bɔt sɛns wi dɔn separet i nor de pe skul fis. Di pikin dɔn mis ɛksam tu tɛm. If a kɛr am go kɔt, di kɔt go fos am fo pe?",
    intent: "legal-question",
  },
  {
    message:
      "moved out of my room in Brookfields in july, left it clean, even painted. landlord kept the full 2 million deposit n says 'wear and tear'. do i hv a case if i take him 2 court?",
    intent: "legal-question",
  },
  {
    message: "Would a verbal agreement for the sale of land, witnessed by the town chief and two elders, be enforceable in court?",
    intent: "legal-question",
  },
  {
    message:
      "I'm a British citizen of Sierra Leonean origin (my parents were both born in Kono). Am I legally allowed to own freehold land in the Western Area, or is that restricted to citizens?",
    intent: "legal-question",
  },
  {
    message:
      "my boy is 19 he take phone from the shop where he work he say he want sell it to pay his exam fees he sorry and give it back but the shop man still report him how many year in prison for stealing phone",
    intent: "legal-question",
  },
  {
    message: "My partner withdraw money from our business account without telling me, almost 40 million. Na crime dat or na just civil matter?",
    intent: "legal-question",
  },
  {
    message:
      "Last month I pay one mechanic at Tombo to repair my engine. He say everything fine. Two days later at sea the engine stop and fire catch, the boat sink near Shenge and we swim to shore. The mechanic say na God work. He must pay me for the boat and engine?",
    intent: "legal-question",
  },
  {
    message: "can police search my phone without a warrant? asking for real",
    intent: "legal-question",
  },
  {
    message:
      "A dɔn wok fo di Fula man in shɔp na Kissy Rod 6 yia, a de opin di shɔp fayv o'klɔk ɛvri mɔnin. Naw i bring in nɛfyu frɔm Guinea en i de tɛl mi se i nor nid mi bak. If i sak mi naw naw, i go pe mi ɛni tin?",
    intent: "legal-question",
  },
  {
    message: "wat happens if i leave my rented room after 3 months of a 1 yr agreement, can the landlord sue me",
    intent: "legal-question",
  },
  {
    message:
      "I retired from the civil service in 2019 after thirty-four years of service. My NASSIT benefits were calculated on a salary figure that omits two promotions I received in the final years. I have written to the office twice without a satisfactory reply. Do I have a legal claim against NASSIT for the shortfall, and would such a claim now be time-barred?",
    intent: "legal-question",
  },
  {
    message:
      "My cousin has offered to handle the sale of my plot in Tokeh while I'm abroad and has sent me a power of attorney to sign. Should I sign it? What could go wrong legally?",
    intent: "legal-question",
  },
  {
    message: "the school is keeping my daughter WASSCE result because i owe fees is that lawfull",
    intent: "legal-question",
  },
  {
    message: "Wetin di law say if somebody build house on top my land before I know? Dem go break am or I go pay am for di building?",
    intent: "legal-question",
  },
  {
    message:
      "I bring container of used nets and two engines from Dakar for me and my brothers. Customs say the value papers wrong, they keep the container three months now and charge storage every day. Somebody tell me they go sell it for auction. Can they sell it without telling me?",
    intent: "legal-question",
  },
  {
    message: "if im 17 can i sign a contract for a phone on my own or is it invalid",
    intent: "legal-question",
  },
  {
    message:
      "Mi ɛn mi man bil wan os na Hastings, wi tu pe fo di blɔk dem. I dai las yia nor wil. Naw in fambul se di os na dem yon bikɔs na dem brɔda, dem wan mi ɛn di pikin dem kɔmɔt. Na so di lɔ se?",
    intent: "legal-question",
  },
  {
    message: "the bank took 2.5 million from my account by mistake n refuses to return it. will i win if i sue them?",
    intent: "legal-question",
  },
  {
    message:
      "My late younger brother married his wife under Limba customary law in 1996; the ceremony was witnessed by both families, but the marriage was never registered with the local council. His relatives now dispute her status. Kindly advise whether such a marriage is recognised for purposes of inheritance.",
    intent: "legal-question",
  },
  {
    message:
      "My mother's will, made three months before she died, leaves everything to my older brother. She had dementia by then and he was the one taking her to the lawyer. Can we contest it?",
    intent: "legal-question",
  },
  {
    message: "if my husbnd beat me before and i leave the house now do i lose my right to the house",
    intent: "legal-question",
  },
  {
    message:
      "Since 2015 I dey run my hardware shop for Bo, every year I renew licence. Dis year business slow, so I pay half and tell council I go pay di rest end of month. Yesterday dem come lock di shop and put dem sticker. Dem get right to do dat?",
    intent: "legal-question",
  },
  {
    message:
      "I work loading ship at the quay. Last week the crane drop one bag and break my leg. The foreman say the company nor get business with hospital, na my own palaver. The owner must pay the hospital bill?",
    intent: "legal-question",
  },
  {
    message: "if the okada i'm riding on gets stopped and the rider has no licence do i get fined too or only him",
    intent: "legal-question",
  },
  // ── off-topic ──
  {
    message: "wetin na di pris fo wan bag rays na Kissy naw?",
    intent: "off-topic",
  },
  {
    message: "can u help me write an essay on separation of powers 4 my political science class, 1500 words",
    intent: "off-topic",
  },
  {
    message: "Could you kindly recommend a reliable hotel near Lungi for an overnight stay before an early flight?",
    intent: "off-topic",
  },
  {
    message: "What's the cheapest way to send money from London to Freetown these days? Western Union, Orange Money, or something else?",
    intent: "off-topic",
  },
  {
    message: "wat can i give my baby for fever tonight the pharmacy close",
    intent: "off-topic",
  },
  {
    message: "I wan build small store behind my shop for Kenema and di mason dey wait since Monday. How much one bag cement dey sell for Kenema dis week?",
    intent: "off-topic",
  },
  {
    message:
      "We want take the canoe out early tomorrow but last week we get stuck on the sand at Goderich because the water low. When is high tide tomorrow there?",
    intent: "off-topic",
  },
  { message: "who won the Leone Stars match yesterday", intent: "off-topic" },
  {
    message: "write me a funny poem about a lawyer who loses his wig in court",
    intent: "off-topic",
  },
  { message: "best court shoes for netball under 300k", intent: "off-topic" },
  {
    message: "whats the going price of a plot of land in Lumley rn, just curious",
    intent: "off-topic",
  },
  {
    message: "explain the difference btw a bill n an act 4 my civics homework pls",
    intent: "off-topic",
  },
  {
    message: "Mi gyal pikin de mared Disemba, a bay di lapa dɔn na Dove Cut. Una sabi wan gud tela na Kissy we sabi so gaun fo wɛdin?",
    intent: "off-topic",
  },
  {
    message: "I should be grateful if you could draft a short speech I might deliver at my retired civil servants' association annual dinner.",
    intent: "off-topic",
  },
  {
    message: "Any recommendations for a decent car rental in Freetown for two weeks over Christmas? Preferably a 4x4 for the Bo road.",
    intent: "off-topic",
  },
  {
    message:
      "my son finish JSS3 and he waiting result he keep asking me every day when school open i dont no what to tell him wen is school resume in september",
    intent: "off-topic",
  },
  {
    message:
      "My brother for America send me 500 dollar for di shop. Di man dem for street dey give small rate and I nor trust dem. Which bank get best exchange rate for dollar for Bo side?",
    intent: "off-topic",
  },
  {
    message:
      "My Yamaha 40 start to smoke plenty white smoke since last week and the power reduce when I go far sea. The mechanic at the wharf want plenty money. How I fix it myself?",
    intent: "off-topic",
  },
  {
    message:
      "so i was doing my assignment in the library n some guy knocked my water bottle over my laptop, now it wont turn on at all, the light blinks once n dies. what do i do",
    intent: "off-topic",
  },
  { message: "tell me a joke about judges", intent: "off-topic" },
  { message: "how do I change my Orange SIM PIN", intent: "off-topic" },
  {
    message: "wat's the weather gonna b like in freetown dis weekend, planning a beach trip 2 River No. 2",
    intent: "off-topic",
  },
  {
    message: "us tam di Bo lori de kɔmɔt na Kissy mɔnin tɛm?",
    intent: "off-topic",
  },
  {
    message: "Which is the best secondary school for my grandson in the Western Area? He has just passed his NPSE.",
    intent: "off-topic",
  },
  {
    message: "Can you translate 'I miss you grandma, I'll visit soon' into Krio? I want to put it on a card.",
    intent: "off-topic",
  },
  {
    message: "Give me one fine name for my new provision shop for Bo, something wey people go remember",
    intent: "off-topic",
  },
  {
    message: "Which fish is in season now, bonga or snapper?",
    intent: "off-topic",
  },
  {
    message: "who is the richest footballer in the world",
    intent: "off-topic",
  },
  { message: "how much is a ps5 in freetown", intent: "off-topic" },
  {
    message: "write a short story about a detective who solves a murder in Makeni, for my english class",
    intent: "off-topic",
  },
  { message: "recommend me a series like Suits", intent: "off-topic" },
  {
    message: "hw do i reference a court case in APA 7th edition",
    intent: "off-topic",
  },
  {
    message: "a wan kuk plasas fo Sɔnde, wetin a fo put insay fo mek i swit?",
    intent: "off-topic",
  },
  {
    message: "omos kɛkɛ frɔm Wellington to Eastern Polis naw?",
    intent: "off-topic",
  },
  {
    message: "Quick one: what's the time difference between New York and Freetown right now? Daylight saving always confuses me.",
    intent: "off-topic",
  },
  {
    message: "How I go make my Facebook page for my business look professional? I wan post my goods dem",
    intent: "off-topic",
  },
  { message: "Rain go fall today? I want go sea early", intent: "off-topic" },
  {
    message: "I have been following the news closely since my retirement. Could you tell me the result of the recent by-election in Constituency 110?",
    intent: "off-topic",
  },
  {
    message:
      "So my cousin says being a lawyer is the best job in Sierra Leone and my dad says doctor, we've been arguing all day about it lol. Anyway what's the WAEC pass mark for English?",
    intent: "off-topic",
  },
  {
    message: "A de sɛl pɛpɛ en ɔnyɔn na Kissy maket fo 15 yia naw. Di tin dem dia bad bad dis yia. Una sabi us tam di gɔvmɛnt go put dɔŋ di pris fo fyul?",
    intent: "off-topic",
  },
  // ── area:family ──
  {
    message:
      "Mi man kɔmɔt na os sɛns Ɔgɔst, i go liv wit ɔda uman na Allen Town. I get wok na gɔvmɛnt ɔfis, bɔt i nor de gi mi natin fo di 3 pikin dem, nor skul fis, nor it. A wan lawyer fo mek i pe fo dem",
    intent: "area:family",
  },
  {
    message: "my parents r divorcing n my mum needs a family lawyer, who handles that at ur place",
    intent: "area:family",
  },
  {
    message:
      "I wish to instruct counsel in respect of the formal adoption of my late brother's daughter, who has lived with my wife and me since she was an infant.",
    intent: "area:family",
  },
  {
    message:
      "Hi, I live in Leicester. My father died in Bo last year and left a house, some farmland near Tikonko and savings at Rokel Commercial Bank. There are six of us from two mothers and nobody agrees on how to share anything. My stepmother keeps all the documents and refuses to show us. We want the estate dealt with properly and fairly, with letters of administration and everything. We need a lawyer to handle the inheritance.",
    intent: "area:family",
  },
  {
    message: "my husbnd left 4 month ago no money for d children i want to go court for maintenance pls help me",
    intent: "area:family",
  },
  {
    message: "Me and my wife we do only traditional marriage for Bo. Now we want register am proper so she get paper. Una fit help wit dat?",
    intent: "area:family",
  },
  {
    message:
      "My wife and me get trouble since the rainy season. She go with the three children to her people in Port Loko. Every time I go there with food and money for the children, her uncle drive me away and she refuse me to see them. I want see my children. Help me",
    intent: "area:family",
  },
  {
    message: "my parents want me to marry a man from our village i don't know, i'm 17 and i want to stay in school. can someone help me",
    intent: "area:family",
  },
  {
    message:
      "Mi man travul go Angola fo wok 3 yia naw, i nor kɔl, i nor sɛn natin, pipul se i dɔn mared ɔda uman de. A tayad fo wet. A wan divɔs am prɔpa wit pepa",
    intent: "area:family",
  },
  {
    message:
      "me n my son's dad broke up last yr, he used to take him on weekends no wahala. 2 wks ago he took him to his mum's in Waterloo n now won't bring him back, says im 'too busy wit school'. need help w/ custody",
    intent: "area:family",
  },
  {
    message: "I seek professional assistance with the probate of my late wife's will, of which I am the named executor.",
    intent: "area:family",
  },
  {
    message:
      "My partner and I are both Sierra Leonean and live in New Jersey. My niece in Freetown lost her mother last year and we want to adopt her and bring her here. We need a family lawyer to take us through the adoption on the Sierra Leone side.",
    intent: "area:family",
  },
  {
    message:
      "my ex is from Conakry and he say he finish with Sierra Leone he want take my 2 kids to guinea next month and he already get their passport from somewhere i dont know how. child custody i need lawyer fast",
    intent: "area:family",
  },
  {
    message: "Me and my wife don separate since two years. Now we want proper divorce wit paper so each person go free. How una dey help dat kind tin?",
    intent: "area:family",
  },
  {
    message:
      "My brother die at sea last month when the canoe turn near Banana Island. He leave wife, two small children and one small house at Kroo Bay. Now his wife and my mother fight for his things and the house every day. We need somebody to settle his estate the right way",
    intent: "area:family",
  },
  {
    message: "since the divorce my dad stopped paying my school fees and my mum wants to take him to court for it",
    intent: "area:family",
  },
  { message: "divorce", intent: "area:family" },
  {
    message: "mi mami dai nor wil, mi anti dem don kam tek ɔl in tin dem kɔmɔt na di os. a nid ɛp",
    intent: "area:family",
  },
  // ── area:business ──
  {
    message: "a wan rɛjista mi biznɛs na Kissy maket so a go get lon na bank, aw a go du am?",
    intent: "area:business",
  },
  {
    message: "me n 2 friends startin a tech startup, need help registering da company + sorting shares",
    intent: "area:business",
  },
  {
    message: "Upon my retirement I intend to establish a small consultancy. I require assistance with incorporation and obtaining the requisite licences.",
    intent: "area:business",
  },
  {
    message:
      "I'm based in Manchester and for about six years I've been sending money to my brother to run a small supermarket in Wellington. We never put anything on paper. The shop is doing well now and I want to formalise it: register it as a company with both of us as shareholders, open a proper business account and make sure my investment is protected. Who at your firm handles this kind of business setup?",
    intent: "area:business",
  },
  {
    message:
      "me and my sister we do hair from house for long time now we find shop in Calaba Town to rent but our mother say put everything in paper because sisters also fight. we want make partnership paper so no palaver later",
    intent: "area:business",
  },
  {
    message: "I get provision shop for Bo, now I wan turn am to limited company and get import licence for bring goods from Guinea",
    intent: "area:business",
  },
  {
    message:
      "We are fifteen fishermen at Tombo. Every time the government bring engines and nets they say give only to registered group. We want form cooperative and register it proper so we get help too. We need paper to register it",
    intent: "area:business",
  },
  {
    message:
      "been selling thrifted clothes n my own designs on instagram for a year, now i have like 8k followers and a boutique in Lumley wants to stock my stuff but they say i need to be a registered business first. how do i register my clothing brand properly",
    intent: "area:business",
  },
  {
    message:
      "A de sɛl klos na Kissy maket 12 yia naw, a get tu shɔp. A go na tri bank fo lon fo ad mɔ gud dem, bɔt ɔl di bank dem nor gri bikɔs mi biznɛs nor rɛjista. Una go ɛp mi rɛjista am?",
    intent: "area:business",
  },
  {
    message: "need a lawyer 2 look over our shareholder agreement for a small company b4 we sign",
    intent: "area:business",
  },
  {
    message:
      "My late husband's company has lain dormant for several years. I seek advice on reviving it and regularising its annual returns with the Corporate Affairs Commission.",
    intent: "area:business",
  },
  {
    message:
      "Looking to invest in a small guesthouse at Bureh Beach with a local partner. Need help setting up the company and a proper governance structure so I'm not cheated from abroad.",
    intent: "area:business",
  },
  {
    message: "My business partners for Kenema dem want remove me from di board of di company we start together. Una dey handle company matter?",
    intent: "area:business",
  },
  {
    message: "I want start ice block business at the wharf for the fishermen. Which papers I need from government and council?",
    intent: "area:business",
  },
  {
    message:
      "Bank loan palava: I take loan for my shop for Kenema two years ago, I dey pay every month on time. Now di bank change di interest rate, dem say I still owe almost di same money, and nobody explain me anything. I need lawyer wey sabi banking matter",
    intent: "area:business",
  },
  { message: "business registration", intent: "area:business" },
  {
    message: "me and my friend want to start a car wash business in Lumley, how do we make it official with papers",
    intent: "area:business",
  },
  {
    message:
      "i cook for people in my area 6 year now from my house in Calaba Town everybody know my food, the school near us say they can give me the feeding contract but i must be registered business. i want register my cook shop pls help",
    intent: "area:business",
  },
  // ── area:shipping ──
  {
    message:
      "Mi brɔda na Amɛrika sɛn mi wan kɔntena fo mi shɔp, i land na di kwe sɛns Ɔgɔst. Kɔstɔm se di pepa dem nor kɔrɛkt, ɛvri de di chaj de go ɔp. A nor no wetin fo du. A nid wan lawyer we sabi dis kayn tin",
    intent: "area:shipping",
  },
  {
    message: "my uncle's shipping container is held at the port since august, he needs a maritime lawyer",
    intent: "area:shipping",
  },
  {
    message:
      "I am writing on behalf of a small trading company whose consignment of roofing sheets was badly damaged in transit from Antwerp. We intend to bring a cargo claim against the carrier.",
    intent: "area:shipping",
  },
  {
    message:
      "I shipped a 20ft container from Felixstowe in March with household goods, a generator and two motorbikes for my family. It arrived at Queen Elizabeth II Quay in May, but the clearing agent I paid has vanished with the clearing money, the port is charging demurrage every day, and now they are talking about auctioning it. I need someone who understands port and customs matters to take this on.",
    intent: "area:shipping",
  },
  {
    message:
      "my husband in baltimore send 3 barrel for the children christmas things and food, the agent say only 2 reach, the third one lost at the port since 2 month nobody can tell me where it is pls who can help",
    intent: "area:shipping",
  },
  {
    message: "My goods come by ship from China, half di bags of sugar spoil wit water. Di shipping line nor gree pay. I need lawyer for dat",
    intent: "area:shipping",
  },
  {
    message:
      "We set our nets for the night near Bonthe. Big foreign trawler come inside the inshore zone with no light, cut all the nets and break the canoe. We take picture and the name of the ship. We want make them pay for everything",
    intent: "area:shipping",
  },
  {
    message: "my brother bought a car from dubai and its stuck at the port, customs want crazy money to release it",
    intent: "area:shipping",
  },
  {
    message: "di ship we kari mi smok fish go Ghana lɔs tri bag, dem se nor dem fɔlt. a wan lawyer fo di mata",
    intent: "area:shipping",
  },
  {
    message: "port n customs issue w/ my dad's business goods, need someone 2 help clear",
    intent: "area:shipping",
  },
  {
    message:
      "I write on behalf of my son, who owns a small coastal vessel trading between Freetown and Bonthe. Following a collision with a jetty at Kissy last week, the vessel was detained by the port authority and a claim for the damage has been made against him. We require representation in respect of the maritime claim.",
    intent: "area:shipping",
  },
  {
    message:
      "The bill of lading is in my name, but the shipping agent in Freetown released my container to somebody else who had no original documents. I'm in Ohio and I need a shipping lawyer on this urgently.",
    intent: "area:shipping",
  },
  {
    message:
      "I order phone accessories from Guangzhou through one freight forwarder for Freetown. We agree price before di container comot. Now di container don land, e charge me double and e hold my goods for e warehouse till I pay. I need help",
    intent: "area:shipping",
  },
  {
    message: "My new engine was on a ship from Conakry. The ship lose it and the agent say is not their problem. Help me claim",
    intent: "area:shipping",
  },
  { message: "container stuck at port", intent: "area:shipping" },
  {
    message: "my dad's fishing boat got seized by the navy because of some licence thing, he wants it back",
    intent: "area:shipping",
  },
  {
    message:
      "my brother send goods for our shop from lagos by ship, we pay the clearing agent everything he ask, now he hold our goods at the wharf and ask more money evry day and dont pick call please help",
    intent: "area:shipping",
  },
  {
    message:
      "We work on cargo ship for six weeks. The captain say the ship owner go pay when we reach Freetown, but now the ship stand at anchor and nobody pay the crew. We need lawyer to claim against the ship",
    intent: "area:shipping",
  },
  // ── area:land ──
  {
    message:
      "A de na dis rum na Kissy Bɔmbe 5 yia, a nor ɛva mis rent. Naw di landlɔd in pikin kam frɔm Amɛrika, i se i wan di rum fo in kɔmpin, a fo kɔmɔt dis wik. I nor gi mi notis pepa. A nid lawyer",
    intent: "area:land",
  },
  {
    message: "need help wit a land dispute in Waterloo, its family land n my uncles r fighting over it",
    intent: "area:land",
  },
  {
    message: "I wish to purchase a residential property at Hill Station and require a lawyer to conduct the conveyancing and verify the title beforehand.",
    intent: "area:land",
  },
  {
    message:
      "My late father bought two town lots in Goderich in 1985 and built a house on one. I have the original conveyance but it's old and falling apart. Now a man has fenced the second lot and claims he bought it from my father's brother. I'm in Texas but can travel in January. I need a land lawyer to investigate the title and get the lot back for the family.",
    intent: "area:land",
  },
  {
    message:
      "my husband sick in hospital since march and i busy with him every day. when i go check our land in Waterloo yesterday sombody build foundation on it and put his name on the wall pls help",
    intent: "area:land",
  },
  {
    message: "I wan buy land for Bo from one paramount chief family. I need lawyer check di papers before I pay any money",
    intent: "area:land",
  },
  {
    message: "The man who rent me room he sell the house and new owner say leave in one week. I pay rent for whole year. I need help",
    intent: "area:land",
  },
  {
    message: "my mum wants to survey our land and get a proper deed, who does that",
    intent: "area:land",
  },
  {
    message:
      "Mi papa bay di lan na Grafton frɔm 1990, di sɔve pil dem bin de ɔl de. Naw mi neba dɔn muv di bɔndri pil dem, i bil in fɛns insay mi lan, i de tek am smɔl smɔl ɛvri yia",
    intent: "area:land",
  },
  {
    message: "tenant problem: landlord wont fix the roof leaking 4 months and still collects rent, need advice",
    intent: "area:land",
  },
  {
    message: "I require assistance in preparing and registering a deed of gift of my property at Brookfields to my grandchildren.",
    intent: "area:land",
  },
  {
    message:
      "We need help selling my late grandmother's house in Kissy. Several of the cousins who co-own it live in the UK, Canada and Germany. Looking for someone to handle the sale and all the paperwork.",
    intent: "area:land",
  },
  {
    message: "Land palava for Kenema: two families all claim di same plot near Blama Road and both get paper",
    intent: "area:land",
  },
  {
    message:
      "My father build our house at Tombo before I born. Now government people come with paint and mark X on the wall, they say they want take the land for the new jetty and nobody talk about money. I need lawyer",
    intent: "area:land",
  },
  {
    message:
      "my aunt paid 2 years rent upfront for her flat in Murray Town like a year ago and now the landlord's telling her she has to pay double from next month or leave. she needs help with her landlord",
    intent: "area:land",
  },
  { message: "title deed", intent: "area:land" },
  {
    message:
      "A sev moni fo lɔng tɛm frɔm mi pɛpɛ biznɛs, a pe fo wan lan na Waterloo 2021. Naw a yɛri se di man sɛl di sem lan to tri pipul, wan dɔn bigin fo bil. A wan mi lan",
    intent: "area:land",
  },
  {
    message:
      "Me I don buy land for Kenema 2019, pay complete, get receipt. Now di chief people dem say dem nor know me and dem dey give am to another person to build. I wan lawyer stand for me",
    intent: "area:land",
  },
  // ── area:arbitration ──
  {
    message:
      "Mi ɛn mi kɔmpin de sɛl jɛnɛreta patna na Kissy 4 yia. Naw wi get palava oba di shɔp moni, i se a tek mɔ. Wi nor wan go kɔt bikɔs wi na fambul, wi wan pɔsin we go sidɔm setul am",
    intent: "area:arbitration",
  },
  {
    message: "is there like a mediator who can settle a dispute between my dad and his business partner without going to court?",
    intent: "area:arbitration",
  },
  {
    message:
      "Our supply contract with a cement distributor contains an arbitration clause. We now wish to commence arbitration proceedings and require counsel.",
    intent: "area:arbitration",
  },
  {
    message:
      "My siblings and I co-own a small hotel in Aberdeen that our mother left us. There are constant disagreements about management, profit-sharing and whether to sell. We really don't want to end up in court because it would tear the family apart. Can your firm arrange a neutral mediator to help us reach an agreement?",
    intent: "area:arbitration",
  },
  {
    message:
      "me and my friend open a shop for baby things 2 year ago she put more money than me but i do all the work now we fight over the profit every day we want sombody neutral to settle not court",
    intent: "area:arbitration",
  },
  {
    message: "Me and di Lebanese man we get contract palava for di rice supply. We both agree say we want mediation, nor court. Una dey do dat?",
    intent: "area:arbitration",
  },
  {
    message: "Boat owners and fishermen at the wharf quarrel about sharing the catch money. We want somebody neutral to make peace proper",
    intent: "area:arbitration",
  },
  {
    message: "my uncle and his business partner need a mediator, do you guys do that?",
    intent: "area:arbitration",
  },
  { message: "wi nor wan kɔt, wi wan mediashɔn", intent: "area:arbitration" },
  {
    message: "arbitration 4 a commercial dispute wit a construction company?",
    intent: "area:arbitration",
  },
  {
    message: "Might I enquire whether your chambers conducts mediation between commercial parties who wish to avoid litigation?",
    intent: "area:arbitration",
  },
  {
    message:
      "Our family company in Freetown has a dispute with a foreign contractor over a building project in Hastings. Both sides have agreed to try arbitration rather than go to the High Court. Who would handle that at your firm?",
    intent: "area:arbitration",
  },
  {
    message:
      "Di transport company wey carry we cocoa from Kenema to Freetown delay di goods two months, half spoil. Dem admit fault but dem want pay only small. We nor want court because we still need dem trucks. We wan settle di matter outside court",
    intent: "area:arbitration",
  },
  {
    message:
      "At the start of the season the fish buyer company promise one price for every basin. Now they pay us half and say the market change. We still want sell to them next year. We want somebody to judge it fair between us, not court",
    intent: "area:arbitration",
  },
  { message: "mediation", intent: "area:arbitration" },
  {
    message:
      "my dad runs a building materials store and his supplier sent the wrong iron rods twice and still wants full payment. they've known each other 20 years so he doesn't want to go to court, he just wants someone to settle it out of court. who do we talk to",
    intent: "area:arbitration",
  },
  {
    message: "i dont want court, just a mediator between me and the contractor who build my shop bad",
    intent: "area:arbitration",
  },
  {
    message: "Kenema traders association need arbitrator for one dispute between two members about goods and money",
    intent: "area:arbitration",
  },
  // ── area:contract ──
  {
    message:
      "A de wok as sɛkyuriti na wan Chaniz kɔmpin na Wellington Industrial Estet. Dem nor pe mi 3 mɔnt salari, ɛvri tɛm dem se nɛks wik. A get mi wok kad ɛn mi kɔntrakt. A wan lawyer",
    intent: "area:contract",
  },
  {
    message: "my internship company never paid me the allowance 4 3 months, need help getting my money",
    intent: "area:contract",
  },
  {
    message:
      "I was summarily dismissed from my position at a private security company after eleven years of service, without notice and without terminal benefits. I wish to pursue a claim for unfair dismissal.",
    intent: "area:contract",
  },
  {
    message:
      "I run a small import business from London. Last year I agreed with a distributor in Freetown to supply him with 500 solar lanterns on 60-day credit, and we signed a contract. It's now been eight months, he has sold the lanterns and keeps making excuses. I've sent reminders and even my cousin went to his shop on Kissy Road. I need someone to recover this debt under the contract.",
    intent: "area:contract",
  },
  {
    message:
      "i work as housekeeper in hotel at aberdeen 4 year, when my belly start to show the manager call me and say go home they dont need me again no letter no money given to me",
    intent: "area:contract",
  },
  {
    message:
      "One customer for Kenema take goods from me since January. E sign paper say e go pay in two months but e nor pay yet. I need help collect my money",
    intent: "area:contract",
  },
  {
    message: "The company give me contract to fish for them whole season, now they break it and nor pay me. Help",
    intent: "area:contract",
  },
  {
    message:
      "so i did a full logo and brand package for a new company in Wilberforce, 3 rounds of edits, they're using it on their signboard now but they won't pay the balance. we agreed the price and everything on email",
    intent: "area:contract",
  },
  {
    message: "dem sak mi na wok fo natin, nor lɛta nor natin, afta 7 yia",
    intent: "area:contract",
  },
  {
    message: "need someone 2 review my employment contract b4 i start the new job",
    intent: "area:contract",
  },
  {
    message: "I require a lawyer to draft a service agreement between my consultancy and a catering contractor.",
    intent: "area:contract",
  },
  {
    message:
      "My contractor took a big deposit to build my house in Bo and disappeared after laying the foundation. We have a written contract with his signature. I'm in Leeds and need help.",
    intent: "area:contract",
  },
  {
    message: "My workers dem say I owe dem wages, but we get contract wey say different. I need lawyer to sort am",
    intent: "area:contract",
  },
  {
    message:
      "I work at the port five years as casual labourer for one stevedoring company, every day from 6 in the morning. Now they say business slow, go home, no end of service benefit, nothing. I want my benefit",
    intent: "area:contract",
  },
  { message: "unpaid wages", intent: "area:contract" },
  {
    message: "my sister's employer is holding back her last salary after she resigned, she needs help",
    intent: "area:contract",
  },
  {
    message:
      "the man in my area borrow 10 million from me for his business we write paper he sign and 2 witness sign too he promise pay in 6 month now 1 year he refuse to pay and he insult me",
    intent: "area:contract",
  },
  {
    message:
      "Wi sayn kɔntrakt wit wan kɔmpin fo sɛn 200 bag ɔnyɔn ɛvri mɔnt to mi na Kissy. Fɔs tu mɔnt i kam fayn, naw dem sɛn ɔnli 50 ɛn dem dɔn tek di ful moni. Dem nor du wetin dem prɔmis. A wan lawyer",
    intent: "area:contract",
  },
  // ── area:criminal ──
  {
    message: "dem bin arɛst mi las mɔnt, dem dɔn bel mi, naw a fo go kɔt. a nid lawyer fo di kes",
    intent: "area:criminal",
  },
  {
    message: "got a summons 2 appear at magistrate court nxt week 4 a fight at a party, need a criminal lawyer",
    intent: "area:criminal",
  },
  {
    message:
      "I have been charged with obtaining money by false pretences in connection with a land transaction, which I categorically deny. I require defence counsel for the forthcoming hearing.",
    intent: "area:criminal",
  },
  {
    message:
      "My younger brother was arrested in Freetown in August, spent two nights in a cell and was released on bail. He's been charged with assault after a fight at a bar in Aberdeen, but he says he was defending himself. The case keeps getting adjourned and the lawyer the family found has stopped answering. I'm in Dallas and I want to hire a proper criminal defence lawyer for him. Can your firm take the case?",
    intent: "area:criminal",
  },
  {
    message: "my son was release on bail last week but the case still going he need lawyer for court",
    intent: "area:criminal",
  },
  {
    message: "Police accuse me say I buy stolen phone for my shop. Dem release me but dem say I go go court. I need lawyer",
    intent: "area:criminal",
  },
  {
    message:
      "Two drums of fuel lost from the boat I work on. The owner say na me because I sleep on the boat that night. Police call me say I must come to the station Monday. I never steal. I need lawyer go with me",
    intent: "area:criminal",
  },
  {
    message: "got accused of cyber stalking by my ex and police called me to come in for questioning, need a lawyer",
    intent: "area:criminal",
  },
  {
    message:
      "A de wok as kashia na wan supamakit na Wilkinson Rod. Las wik di sef shɔt 4 milyɔn, mi bɔs akyuz mi se na mi tif am. Dem dɔn rayt statmɛnt na polis, dem se a fo go kɔt. A nid lawyer fo difɛn mi",
    intent: "area:criminal",
  },
  {
    message: "my bro was arrested n released, now charged wit drug possession, court is on d 12th",
    intent: "area:criminal",
  },
  {
    message:
      "It is my intention to bring a complaint of a human rights violation against officers who assaulted me during my arrest last year. Kindly advise on representation.",
    intent: "area:criminal",
  },
  {
    message:
      "My cousin has a criminal case at the Kenema High Court, something about a missing generator from the NGO where he worked. He's out on bail, but every hearing the lawyer asks for an adjournment and we never hear from him. The family in London wants a better defence lawyer.",
    intent: "area:criminal",
  },
  {
    message: "Dem charge my shop keeper for fraud. E get bail now, hearing next month. Una go fit defend am?",
    intent: "area:criminal",
  },
  { message: "criminal defence lawyer", intent: "area:criminal" },
  {
    message:
      "a guy i sold a used phone to says it stopped working and posted on facebook that i stole from him. now the police called and say they want to see me at the station tomorrow morning",
    intent: "area:criminal",
  },
  {
    message:
      "my son got out of cell yesterday after 3 days they give him bail but they say he wil go court next week for the motorbike they say he steal what do we do we need lawyer",
    intent: "area:criminal",
  },
  {
    message:
      "Last week one man try take my fish without pay and we fight at the wharf. Police take me and release me same day. Now they give me paper say I have case for court on the 20th. Help",
    intent: "area:criminal",
  },
  {
    message:
      "Wan man bin de tif na mi tebul na maket, a ol am ɛn wi fayt. Na mi polis arɛst, dem bel mi afta tu de. Naw a get kɔt kes fo fayt nɛks mɔnt. A wan lawyer",
    intent: "area:criminal",
  },
  // ── knowledge:Fees ──
  {
    message: "A get wan lan palava na Wellington, bɔt a nor get bɔku moni, na pɛpɛ a de sɛl. Bifo a kam, omos una de chaj fo si lawyer?",
    intent: "knowledge:Fees",
  },
  {
    message: "hw much 4 a consultation? im a student no big money",
    intent: "knowledge:Fees",
  },
  {
    message: "Pray let me know your consultation fee and whether payment may be made in instalments.",
    intent: "knowledge:Fees",
  },
  {
    message: "Can I pay your fees from the UK by bank transfer? And roughly what would you charge to handle an estate?",
    intent: "knowledge:Fees",
  },
  {
    message: "my husband gone and i sell small cold water to feed the children i dont hav money at all is there free lawyer anywhere",
    intent: "knowledge:Fees",
  },
  {
    message: "How much una dey collect for land case? I fit pay small small?",
    intent: "knowledge:Fees",
    also: ["area:land"],
  },
  {
    message: "how much does a lawyer cost, like roughly",
    intent: "knowledge:Fees",
  },
  {
    message: "una de du fri kes fo pipul we nor get moni?",
    intent: "knowledge:Fees",
  },
  { message: "any legal aid 4 students?", intent: "knowledge:Fees" },
  {
    message:
      "I am a pensioner on a fixed income, having served the state for over three decades. I have a modest matter concerning the transfer of my late wife's property into my name, and I am anxious that the costs do not exceed my means. Before I make an appointment, may I ask what your charges are for an initial consultation?",
    intent: "knowledge:Fees",
  },
  {
    message: "I nor like carry plenty cash for bus from Kenema because of thief. Una dey take Orange Money or Afrimoney for payment?",
    intent: "knowledge:Fees",
  },
  {
    message: "how much to pay for divorce lawyer",
    intent: "knowledge:Fees",
    also: ["area:family"],
  },
  {
    message:
      "Di las lawyer we a bin go si na Siaka Stevens Strit tek 2 milyɔn frɔm mi, i nor du natin. A nor wan dat kayn tin bak. Fɔs tɛl mi omos una de tek bifo a kam",
    intent: "knowledge:Fees",
  },
  // ── knowledge:Languages spoken ──
  {
    message: "una lawyer dem de tɔk Krio?",
    intent: "knowledge:Languages spoken",
  },
  {
    message: "Would it be possible to conduct the consultation in Mende? My English is adequate, but I express myself better in my own language.",
    intent: "knowledge:Languages spoken",
  },
  {
    message: "My grandmother only speaks Temne. Is there anyone at the firm who can talk to her directly, or would we need to bring an interpreter?",
    intent: "knowledge:Languages spoken",
  },
  {
    message: "My papa na old man from Pujehun, na im go explain di land matter. E nor sabi English, only Mende. Una get somebody wey sabi Mende?",
    intent: "knowledge:Languages spoken",
  },
  {
    message: "I speak small English. You have interpreter?",
    intent: "knowledge:Languages spoken",
  },
  {
    message: "do any of your lawyers speak french? my dad is from guinea",
    intent: "knowledge:Languages spoken",
  },
  {
    message: "i go school only small my english not good when i vex i talk only krio can i talk krio with the lawyer",
    intent: "knowledge:Languages spoken",
  },
  // ── knowledge:Parking ──
  {
    message: "Is there parking available for clients at your Siaka Stevens Street office?",
    intent: "knowledge:Parking",
  },
  {
    message: "I'll be driving a rental car when I come in next month. Where can I park near you? Downtown traffic looked mad last time.",
    intent: "knowledge:Parking",
  },
  {
    message: "Last time I come town, dem tow my jeep for Siaka Stevens Street and I pay plenty to collect am. Where I go park my jeep when I come una office?",
    intent: "knowledge:Parking",
  },
  {
    message: "is there anywhere to park near the office or should i just take keke",
    intent: "knowledge:Parking",
  },
  { message: "usay a fo pak mi mɔtoka we a kam?", intent: "knowledge:Parking" },
  // ── knowledge:What to bring ──
  {
    message: "A get ɔl mi risit, di ɔl sɔve plan, ɛn di pepa we di chif bin sayn. Wetin a fo bring kam we a de kam si di lawyer?",
    intent: "knowledge:What to bring",
  },
  {
    message: "wat docs do i need 4 the meeting",
    intent: "knowledge:What to bring",
  },
  {
    message: "Kindly advise which documents I ought to bring to the initial consultation.",
    intent: "knowledge:What to bring",
  },
  {
    message: "For the inheritance meeting, should I bring Dad's death certificate and the old conveyance, or do you need copies sent beforehand?",
    intent: "knowledge:What to bring",
  },
  {
    message: "wetin pepa a fo bring fo di mitin",
    intent: "knowledge:What to bring",
  },
  {
    message: "For di land meeting, I go bring survey plan and receipt? Wetin else I go carry?",
    intent: "knowledge:What to bring",
  },
  {
    message:
      "My uncle give me the boat before he die but no paper for that, only the council receipt. I have my ID card and the boat license only. What papers I bring?",
    intent: "knowledge:What to bring",
  },
  // ── booking ──
  {
    message: "A tink se a go lɔk mi tebul na maket tumara mɔnin fo kam tɔk bɔt mi lan. A wan si lawyer tumara, una fit gi mi tɛm?",
    intent: "booking",
  },
  {
    message: "can i book a consultation 4 friday afternoon",
    intent: "booking",
  },
  {
    message: "I should like to arrange an appointment with one of your senior counsel at your earliest convenience.",
    intent: "booking",
  },
  {
    message:
      "I'm flying into Lungi on the 14th of December and will be in Freetown for two weeks. I'd like to schedule a sit-down about my family's land while I'm there.",
    intent: "booking",
  },
  {
    message: "i cannot sleep since the letter come for the house i need see lawyer today pls can i come",
    intent: "booking",
  },
  {
    message: "I get goods to collect for Freetown next Tuesday, so I go dey town dat day. I wan meet una lawyer dat day for talk about my company",
    intent: "booking",
  },
  {
    message: "I want talk to lawyer face to face. When I can come?",
    intent: "booking",
  },
  {
    message:
      "my mum doesnt really do whatsapp or websites so im doing it for her. she wants to book an appointment with one of your lawyers, how does that work",
    intent: "booking",
  },
  {
    message: "Mi kɔmpin go sidɔm na mi tebul Mɔnde, so a go fri. Mek a buk tɛm fo tɔk to lawyer dat de abeg",
    intent: "booking",
  },
  { message: "any free slot 4 consult 2moro morn?", intent: "booking" },
  {
    message: "Please schedule a consultation for me on Wednesday the 3rd at 10 a.m., if convenient.",
    intent: "booking",
  },
  {
    message:
      "I can't travel until the summer because of work and my kids' school, but my late mum's house in Kissy can't wait that long, my cousins are already fighting over it. Could I book a video call consultation from London? Any day next week works.",
    intent: "booking",
  },
  {
    message: "Abeg set appointment for me, any day dis week, I dey for town",
    intent: "booking",
  },
  { message: "buk mi wit lawyer fo Mɔnde abeg", intent: "booking" },
  {
    message: "can i get a meeting with a lawyer for my dad sometime next week",
    intent: "booking",
  },
  {
    message:
      "A bin de tink bɔt dis tin fo lɔng tɛm. Mi papa in lan na Waterloo, mi brɔda dem de fɛt, mi mami nor wan tɔk. A nor no wetin fo du. A jɔs wan kam sidɔm wit wan lawyer dis Fraide fo tɔk ɔl tin",
    intent: "booking",
  },
  {
    message: "I finish work at the quay Friday 2 o'clock. I want come see lawyer that day after work",
    intent: "booking",
  },
  // ── team ──
  { message: "udat na di lawyer dem we de wok na una ɔfis?", intent: "team" },
  { message: "who r ur lawyers", intent: "team" },
  {
    message: "May I have a list of the advocates practising at your chambers?",
    intent: "team",
  },
  {
    message: "Before I commit to anything from this side of the Atlantic, could you tell me a bit about your legal team? Who are the lawyers there?",
    intent: "team",
  },
  {
    message: "Before I carry my matter come, I wan know if una get enough people. How many lawyers una get dey?",
    intent: "team",
  },
  { message: "Who are the lawyers there?", intent: "team" },
  { message: "do you have any female lawyers on the team", intent: "team" },
  { message: "udat dem de wok de?", intent: "team" },
  { message: "gi mi di nem dem fo una lawyer dem", intent: "team" },
  {
    message:
      "I have, over the years, had occasion to consult several chambers in this city, not always to my satisfaction. Before I entrust you with the affairs of my late sister, I would be obliged if you could tell me the names and specialisms of your attorneys.",
    intent: "team",
  },
  // ── attorneys ──
  {
    message: "Is Fatmata Kamara available this week? A friend said she is very good with divorce.",
    intent: "attorney:Fatmata Kamara",
  },
  {
    message: "Mi kɔmpin Alhaji na Dove Cut se Mohamed Conteh bin ɛp am win in lan kes na Waterloo. Mohamed Conteh de na ɔfis tide? a wan tɔk to am bɔt mi lan",
    intent: "attorney:Mohamed Conteh",
  },
  {
    message: "is Ibrahim Jalloh the criminal guy? my friend recommended him",
    intent: "attorney:Ibrahim Jalloh",
  },
  {
    message: "I understand Mrs Hawa Turay handles wills. Could you confirm whether she is accepting new clients?",
    intent: "attorney:Hawa Turay",
  },
  {
    message:
      "A family friend in Peckham had a nightmare with a container held at Queen Elizabeth II Quay last year and said only one person sorted it out properly: Isatu Bangura. I'm now in the same situation. Can I speak with her?",
    intent: "attorney:Isatu Bangura",
  },
  {
    message: "Abdul Rahman Sesay still dey work for una place? E bin help my brother register company",
    intent: "attorney:Abdul Rahman Sesay",
  },
  {
    message: "My friend work for the port and they sack him, the lady Christiana Thomas help him get his money. I want the lady Christiana Thomas",
    intent: "attorney:Christiana Thomas",
  },
  {
    message: "what does Adama Koroma do there",
    intent: "attorney:Adama Koroma",
  },
  {
    message: "pls i want Fatmata Kamara only she help my sister before",
    intent: "attorney:Fatmata Kamara",
  },
  {
    message: "Awa Turay de? a wan am fo mi papa in wil",
    intent: "attorney:Hawa Turay",
  },
  // ── hours ──
  { message: "una de opin Satide?", intent: "hours" },
  { message: "wat time u close 2day", intent: "hours" },
  {
    message:
      "Since my retirement I attend to my correspondence and errands only in the mornings, as my health does not permit long days in the heat of town. Could you kindly confirm your office hours so that I may plan my visit accordingly?",
    intent: "hours",
  },
  {
    message: "What are your business hours in GMT? I want to call from Virginia and don't want to wake anyone.",
    intent: "hours",
  },
  { message: "una opin naw?", intent: "hours" },
  {
    message: "Monday to Saturday I dey for di shop from morning till night, nobody dey to hold am for me. Una dey open Sunday?",
    intent: "hours",
  },
  {
    message: "What time you open in morning? I finish night work at the quay 8 o'clock",
    intent: "hours",
  },
  {
    message: "yo you guys open on public holidays like independence day?",
    intent: "hours",
  },
  {
    message: "A de na maket te fo o'klɔk, afta dat a go tek kɛkɛ kam na tɔŋ. Us tɛm una de lɔk di ɔfis?",
    intent: "hours",
  },
  {
    message: "wen r u open n where is d office",
    intent: "hours",
    also: ["address"],
  },
  // ── address ──
  { message: "usay una ɔfis de?", intent: "address" },
  { message: "where's ur office, near which junction", intent: "address" },
  {
    message: "Kindly provide directions to your chambers from the Law Courts Building.",
    intent: "address",
  },
  {
    message:
      "My aunt finally found the original conveyance for grandpa's land in a trunk in Bo, and I've got her to send it to me, but I'd rather it goes straight to you than across the Atlantic twice. What's the full street address of your office for the DHL?",
    intent: "address",
  },
  { message: "usay una de na tɔŋ?", intent: "address" },
  {
    message: "I dey come from Bo by bus. How I go reach una office from di lorry park for Freetown?",
    intent: "address",
  },
  {
    message: "I come from Tombo with the fish boat and land at the quay. From the quay how I reach your office? Walk or take keke?",
    intent: "address",
  },
  { message: "what street are you on", intent: "address" },
  {
    message: "a de na Kissy, aw a go kam na una ɔfis? wetin a fo tɛl di kɛkɛ man?",
    intent: "address",
  },
  // ── phone ──
  {
    message: "A nor get data ɔltɛm fo chat, na ɔrenj kad nɔmɔ a de yuz. Mek a kɔl una bɛtɛ. Una nɔmba abeg",
    intent: "phone",
  },
  { message: "wats ur phone no.", intent: "phone" },
  {
    message: "May I have a telephone number on which to reach your chambers?",
    intent: "phone",
  },
  {
    message:
      "Typing all this out on a phone is getting a bit much and my auntie in Waterloo says it's easier to just ring. Can I call you on WhatsApp from the UK? What number should I use?",
    intent: "phone",
  },
  { message: "gi mi nɔmba fo kɔl naw naw", intent: "phone" },
  { message: "Make I call una. Wetin be di number?", intent: "phone" },
  { message: "I want call. Which number?", intent: "phone" },
  // ── email ──
  {
    message: "Kindly supply an email address to which I may direct correspondence.",
    intent: "email",
  },
  {
    message:
      "I've spent the weekend scanning everything: Dad's death certificate, the survey plan, two old deeds and the letters between my uncles from the 1990s. It's about 40 pages in PDF. What email should I send the scanned deeds to?",
    intent: "email",
  },
  { message: "ur email pls", intent: "email" },
  {
    message: "I don scan di company certificate and di agreement for di computer centre for Bo. Una get email? I wan send di documents",
    intent: "email",
  },
  { message: "whats your email address", intent: "email" },
  // ── contact ──
  { message: "aw a go kɔntakt una?", intent: "contact" },
  { message: "hw do i reach u guys", intent: "contact" },
  {
    message: "How may I best get in touch with your chambers?",
    intent: "contact",
  },
  {
    message:
      "I live in Minneapolis and my schedule is all over the place with night shifts at the hospital, so live chat isn't always possible for me. What's the best way to get in touch with you from abroad?",
    intent: "contact",
  },
  { message: "aw a fo tɔk to una pipul dem?", intent: "contact" },
  { message: "How I reach you?", intent: "contact" },
  {
    message: "do you have instagram or something i can contact you on",
    intent: "contact",
  },
  // ── services ──
  {
    message: "Mi kɔmpin na maket se una de ɛp pipul wit lan palava bɔt a nor shɔ. Wetin una de du na una ɔfis?",
    intent: "services",
  },
  { message: "wat kind of cases u handle", intent: "services" },
  {
    message:
      "I have been asked by my church's welfare committee to compile a short list of reputable chambers to whom members in difficulty might be referred. I should be grateful for an outline of the areas of law in which your chambers practise.",
    intent: "services",
  },
  {
    message: "Do you handle all kinds of matters, or only certain areas of law?",
    intent: "services",
  },
  { message: "Una dey do all kind lawyer work?", intent: "services" },
  {
    message: "My friend tell me go see lawyer at Siaka Stevens Street but I never go to lawyer before in my life. What work you do?",
    intent: "services",
  },
  { message: "what services do you offer", intent: "services" },
  { message: "wetin una pipul de du?", intent: "services" },
  // ── greeting ──
  { message: "kushɛ o", intent: "greeting" },
  { message: "gud mɔnin o, aw una de?", intent: "greeting" },
  { message: "Good afternoon, Sir/Madam.", intent: "greeting" },
  { message: "Hello from London!", intent: "greeting" },
  { message: "helo", intent: "greeting" },
  { message: "wassup", intent: "greeting" },
  { message: "Aw di bɔdi? Kushe", intent: "greeting" },
  // ── thanks ──
  { message: "tɛnki ya", intent: "thanks" },
  { message: "thx a lot", intent: "thanks" },
  { message: "I am most grateful for your assistance.", intent: "thanks" },
  { message: "Thanks so much, that's really helpful", intent: "thanks" },
  { message: "tɛnk yu ya, una tray", intent: "thanks" },
  {
    message: "Una dɔn ɛp mi fo no usay fo go ɛn wetin fo bring, a nor bin no natin bifo. Tɛnki bra, God go bless una",
    intent: "thanks",
  },
  { message: "thank you sir", intent: "thanks" },
  // ── goodbye ──
  { message: "a de go, wi go tɔk bak", intent: "goodbye" },
  { message: "ok cya", intent: "goodbye" },
  { message: "I shall take my leave. Good day.", intent: "goodbye" },
  { message: "Thanks, bye for now", intent: "goodbye" },
  { message: "oke a de go naw, bay bay", intent: "goodbye" },
  { message: "Tenki, bye o", intent: "goodbye" },
  // ── unknown ──
  { message: "???", intent: "unknown" },
  { message: "hmm ok so", intent: "unknown" },
  { message: "pls", intent: "unknown" },
  { message: "a wan aks sɔntin", intent: "unknown" },
];
